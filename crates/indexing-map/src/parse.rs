//! Parser of the indexing-map text form: the one-line contract format and
//! the multi-line layout of XLA's indexing documentation (white space, including newlines,
//! is free), named variables, unary minus (binds tightest, as in MLIR),
//! `floordiv`/`ceildiv`/`mod` (also XLA's `floorDiv`, `ceilDiv` and `/`),
//! and the implicit products of hand-written maps such as `11d0`.

use crate::expr::{self, Ctx};
use crate::interval::Interval;
use crate::map::{IndexingMap, Variable};
use melior::ir::AffineExpr;

/// A parse error with its position (1-based line and column of `text`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{column}: {message}")]
pub struct ParseError {
    /// The line of the offending token.
    pub line: usize,
    /// The column of the offending token.
    pub column: usize,
    /// The byte offset of the offending token in the text.
    pub offset: usize,
    /// What is wrong.
    pub message: String,
}

/// The deepest parenthesis nesting the parser accepts.
const MAX_DEPTH: usize = 256;

#[derive(Clone, Debug, PartialEq)]
enum Token {
    Int(i128),
    Ident(String),
    Arrow,
    Punct(char),
    End,
}

struct Lexed {
    token: Token,
    offset: usize,
    /// Offset just past the token.
    end: usize,
}

fn lex(text: &str) -> Result<Vec<Lexed>, (usize, String)> {
    let bytes = text.as_bytes();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        let token = if c.is_ascii_digit() {
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            let digits = &text[start..i];
            match digits.parse::<i128>() {
                Ok(v) if v <= i64::MAX as i128 + 1 => Token::Int(v),
                _ => return Err((start, format!("integer '{digits}' does not fit in 64 bits"))),
            }
        } else if c.is_ascii_alphabetic() || c == b'_' {
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            Token::Ident(text[start..i].to_owned())
        } else if c == b'-' && bytes.get(i + 1) == Some(&b'>') {
            i += 2;
            Token::Arrow
        } else if b"()[]{},:+-*/".contains(&c) {
            i += 1;
            Token::Punct(c as char)
        } else {
            let ch = text[i..].chars().next().unwrap_or('?');
            return Err((start, format!("unexpected character '{ch}'")));
        };
        tokens.push(Lexed { token, offset: start, end: i });
    }
    tokens.push(Lexed { token: Token::End, offset: text.len(), end: text.len() });
    Ok(tokens)
}

const KEYWORDS: &[&str] = &["domain", "in", "floordiv", "ceildiv", "mod", "floorDiv", "ceilDiv"];

struct Parser<'t, 'c> {
    text: &'t str,
    tokens: Vec<Lexed>,
    pos: usize,
    ctx: Ctx<'c>,
    /// Name -> expression (dims, then range variables, then rt variables).
    names: Vec<(String, AffineExpr<'c>)>,
    depth: usize,
}

impl<'c> IndexingMap<'c> {
    /// Parses the text form of a map. See the module documentation for the
    /// accepted syntax; every variable needs its bounds in the domain.
    pub fn parse(ctx: impl Into<Ctx<'c>>, text: &str) -> Result<IndexingMap<'c>, ParseError> {
        let ctx = ctx.into();
        let tokens = lex(text).map_err(|(offset, message)| error_at(text, offset, message))?;
        let mut parser = Parser { text, tokens, pos: 0, ctx, names: Vec::new(), depth: 0 };
        parser.parse_map()
    }
}

fn error_at(text: &str, offset: usize, message: String) -> ParseError {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    ParseError { line, column, offset, message }
}

impl<'t, 'c> Parser<'t, 'c> {
    fn peek(&self) -> &Token {
        &self.tokens[self.pos].token
    }

    fn offset(&self) -> usize {
        self.tokens[self.pos].offset
    }

    fn error<T>(&self, message: impl Into<String>) -> Result<T, ParseError> {
        Err(error_at(self.text, self.offset(), message.into()))
    }

    fn describe(&self) -> String {
        match self.peek() {
            Token::Int(v) => format!("'{v}'"),
            Token::Ident(name) => format!("'{name}'"),
            Token::Arrow => "'->'".to_owned(),
            Token::Punct(c) => format!("'{c}'"),
            Token::End => "end of input".to_owned(),
        }
    }

    fn eat_punct(&mut self, c: char) -> bool {
        if *self.peek() == Token::Punct(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn expect_punct(&mut self, c: char) -> Result<(), ParseError> {
        if self.eat_punct(c) { Ok(()) } else { self.error(format!("expected '{c}', found {}", self.describe())) }
    }

    fn eat_keyword(&mut self, keyword: &str) -> bool {
        if matches!(self.peek(), Token::Ident(name) if name == keyword) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn parse_map(&mut self) -> Result<IndexingMap<'c>, ParseError> {
        let dim_names = self.parse_names('(', ')', "d")?;
        let range_names = if *self.peek() == Token::Punct('[') { self.parse_names('[', ']', "s")? } else { Vec::new() };
        let rt_names = if *self.peek() == Token::Punct('{') { self.parse_names('{', '}', "rt")? } else { Vec::new() };
        let n_range = range_names.len();
        for (i, name) in dim_names.iter().enumerate() {
            self.names.push((name.clone(), self.ctx.dim(i)));
        }
        for (j, name) in range_names.iter().chain(&rt_names).enumerate() {
            self.names.push((name.clone(), self.ctx.symbol(j)));
        }
        if *self.peek() != Token::Arrow {
            return self.error(format!("expected '->', found {}", self.describe()));
        }
        self.pos += 1;
        self.expect_punct('(')?;
        let mut results = Vec::new();
        if !self.eat_punct(')') {
            loop {
                results.push(self.parse_expr()?);
                if self.eat_punct(')') {
                    break;
                }
                self.expect_punct(',')?;
            }
        }

        let n_vars = self.names.len();
        let mut bounds: Vec<Option<Interval>> = vec![None; n_vars];
        let mut constraints = Vec::new();
        if self.eat_punct(',') {
            if !self.eat_keyword("domain") {
                return self.error(format!("expected 'domain', found {}", self.describe()));
            }
            self.expect_punct(':')?;
            loop {
                let item_offset = self.offset();
                let bare = self.bare_variable();
                let item = self.parse_expr()?;
                if !self.eat_keyword("in") {
                    return self.error(format!("expected 'in', found {}", self.describe()));
                }
                let interval = self.parse_interval()?;
                match bare {
                    Some(index) if bounds[index].is_none() => bounds[index] = Some(interval),
                    _ => constraints.push((item, interval, item_offset)),
                }
                if !self.eat_punct(',') {
                    break;
                }
            }
        }
        if *self.peek() != Token::End {
            return self.error(format!("expected ',' or end of map, found {}", self.describe()));
        }
        let mut variables = Vec::with_capacity(n_vars);
        for (index, (name, _)) in self.names.iter().enumerate() {
            let Some(interval) = bounds[index] else {
                return Err(error_at(
                    self.text,
                    self.text.len(),
                    format!("the domain gives no bounds for variable '{name}'"),
                ));
            };
            let default = default_name(index, dim_names.len(), n_range);
            let name = (*name != default).then(|| name.clone());
            variables.push(Variable { bounds: interval, name });
        }
        let rt_vars = variables.split_off(dim_names.len() + n_range);
        let range_vars = variables.split_off(dim_names.len());
        let constraints = constraints.into_iter().map(|(e, i, _)| (e, i)).collect();
        Ok(IndexingMap::new(self.ctx, &results, variables, range_vars, rt_vars, constraints))
    }

    /// If the next domain item is a bare variable followed by `in`, its
    /// index in the name table.
    fn bare_variable(&self) -> Option<usize> {
        let Token::Ident(name) = self.peek() else { return None };
        let next = &self.tokens[self.pos + 1].token;
        if !matches!(next, Token::Ident(k) if k == "in") {
            return None;
        }
        self.names.iter().position(|(n, _)| n == name)
    }

    fn parse_names(&mut self, open: char, close: char, _prefix: &str) -> Result<Vec<String>, ParseError> {
        self.expect_punct(open)?;
        let mut names: Vec<String> = Vec::new();
        if self.eat_punct(close) {
            return Ok(names);
        }
        loop {
            let Token::Ident(name) = self.peek().clone() else {
                return self.error(format!("expected a variable name, found {}", self.describe()));
            };
            if KEYWORDS.contains(&name.as_str()) {
                return self.error(format!("'{name}' is a keyword, not a variable name"));
            }
            if names.contains(&name) || self.names.iter().any(|(n, _)| *n == name) {
                return self.error(format!("variable '{name}' is declared twice"));
            }
            self.pos += 1;
            names.push(name);
            if self.eat_punct(close) {
                return Ok(names);
            }
            self.expect_punct(',')?;
        }
    }

    fn parse_interval(&mut self) -> Result<Interval, ParseError> {
        self.expect_punct('[')?;
        let lower = self.parse_signed_int()?;
        self.expect_punct(',')?;
        let upper = self.parse_signed_int()?;
        self.expect_punct(']')?;
        Ok(Interval::new(lower, upper))
    }

    fn parse_signed_int(&mut self) -> Result<i64, ParseError> {
        let negative = self.eat_punct('-');
        let Token::Int(value) = *self.peek() else {
            return self.error(format!("expected an integer, found {}", self.describe()));
        };
        let value = if negative { -value } else { value };
        match i64::try_from(value) {
            Ok(v) => {
                self.pos += 1;
                Ok(v)
            }
            Err(_) => self.error(format!("integer {value} does not fit in 64 bits")),
        }
    }

    /// expr := term { ('+' | '-') term }
    fn parse_expr(&mut self) -> Result<AffineExpr<'c>, ParseError> {
        self.enter()?;
        let mut lhs = self.parse_term()?;
        loop {
            if self.eat_punct('+') {
                let rhs = self.parse_term()?;
                lhs = expr::add(lhs, rhs);
            } else if self.eat_punct('-') {
                let rhs = self.parse_term()?;
                lhs = expr::sub(lhs, rhs);
            } else {
                break;
            }
        }
        self.depth -= 1;
        Ok(lhs)
    }

    /// term := unary { ('*' | 'floordiv' | 'ceildiv' | 'mod') unary }
    fn parse_term(&mut self) -> Result<AffineExpr<'c>, ParseError> {
        let mut lhs = self.parse_unary()?;
        loop {
            let op = match self.peek() {
                Token::Punct('*') => '*',
                Token::Punct('/') => 'f',
                Token::Ident(k) if k == "floordiv" || k == "floorDiv" => 'f',
                Token::Ident(k) if k == "ceildiv" || k == "ceilDiv" => 'c',
                Token::Ident(k) if k == "mod" => 'm',
                _ => return Ok(lhs),
            };
            self.pos += 1;
            let rhs_offset = self.offset();
            let rhs = self.parse_unary()?;
            if op == '*' {
                lhs = expr::mul(lhs, rhs);
                continue;
            }
            let divisor = match expr::as_constant(rhs) {
                Some(c) if c > 0 => c,
                _ => {
                    let what = match op {
                        'f' => "floordiv",
                        'c' => "ceildiv",
                        _ => "mod",
                    };
                    return Err(error_at(
                        self.text,
                        rhs_offset,
                        format!("the right operand of '{what}' must be a positive integer constant"),
                    ));
                }
            };
            lhs = match op {
                'f' => expr::floordiv(lhs, divisor),
                'c' => expr::ceildiv(lhs, divisor),
                _ => expr::modulo_expr(lhs, divisor),
            };
        }
    }

    /// unary := '-' unary | primary
    fn parse_unary(&mut self) -> Result<AffineExpr<'c>, ParseError> {
        if self.eat_punct('-') {
            // A negated literal is a constant (so `-9223372036854775808` fits).
            if let Token::Int(value) = *self.peek()
                && !self.implicit_product_follows()
            {
                self.pos += 1;
                return self.constant(-value);
            }
            self.enter()?;
            let operand = self.parse_unary()?;
            self.depth -= 1;
            return Ok(expr::scale(operand, -1));
        }
        self.parse_primary()
    }

    fn implicit_product_follows(&self) -> bool {
        let current = &self.tokens[self.pos];
        let next = &self.tokens[self.pos + 1];
        matches!(next.token, Token::Ident(ref k) if !KEYWORDS.contains(&k.as_str())) && next.offset == current.end
    }

    fn constant(&self, value: i128) -> Result<AffineExpr<'c>, ParseError> {
        match i64::try_from(value) {
            Ok(v) => Ok(self.ctx.constant(v)),
            Err(_) => self.error(format!("integer {value} does not fit in 64 bits")),
        }
    }

    /// primary := int [ident] | ident | '(' expr ')'
    fn parse_primary(&mut self) -> Result<AffineExpr<'c>, ParseError> {
        match self.peek().clone() {
            Token::Int(value) => {
                let implicit = self.implicit_product_follows();
                let constant = self.constant(value)?;
                self.pos += 1;
                if implicit {
                    // A hand-written `11d0` means `11 * d0`.
                    let variable = self.parse_primary()?;
                    return Ok(expr::mul(variable, constant));
                }
                Ok(constant)
            }
            Token::Ident(name) => {
                if let Some((_, e)) = self.names.iter().find(|(n, _)| *n == name) {
                    let e = *e;
                    self.pos += 1;
                    Ok(e)
                } else if KEYWORDS.contains(&name.as_str()) {
                    self.error(format!("expected an expression, found keyword '{name}'"))
                } else {
                    self.error(format!("unknown variable '{name}'"))
                }
            }
            Token::Punct('(') => {
                self.pos += 1;
                let inner = self.parse_expr()?;
                self.expect_punct(')')?;
                Ok(inner)
            }
            _ => self.error(format!("expected an expression, found {}", self.describe())),
        }
    }

    fn enter(&mut self) -> Result<(), ParseError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return self.error(format!("expression nests deeper than {MAX_DEPTH} levels"));
        }
        Ok(())
    }
}

/// The default name of the variable at `index` of the name table.
fn default_name(index: usize, n_dims: usize, n_range: usize) -> String {
    if index < n_dims {
        format!("d{index}")
    } else if index < n_dims + n_range {
        format!("s{}", index - n_dims)
    } else {
        format!("rt{}", index - n_dims - n_range)
    }
}
