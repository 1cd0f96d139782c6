//! The reader on the forms of HLO text XLA prints: the header, the
//! stack-frame tables, signatures, shapes with layouts, tuples, comments,
//! multi-line instructions; and its located errors.

use hlo_text::syntax::{Arguments, Shape, parse, parse_fragment};

const MODULE: &str =
    "HloModule jit_f, is_scheduled=true, entry_computation_layout={(f32[4,8]{1,0})->(f32[4,8]{1,0}, s32[])}

FileNames
1 \"/tmp/p.py\"

FileLocations
1 {file_name_id=1 function_name_id=1 line=3 end_line=3 column=8 end_column=23}

StackFrames
1 {file_location_id=1 parent_frame_id=1}

%add (a: f32[], b: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %s = f32[] add(%a, %b), metadata={op_name=\"jit(f)/add\" stack_frame_id=1}
}

ENTRY %main.1 (x.1: f32[4,8]) -> (f32[4,8], s32[]) {
  %x.1 = f32[4,8]{1,0:T(8,128)} parameter(0)
  %t = (f32[4,8]{1,0}, /*index=1*/s32[]) custom-call(
      f32[4,8]{1,0} %x.1),
    custom_call_target=\"foo\", backend_config={\"a\":[1,2],\"b\":\"x,y\"}
  ROOT %r = (f32[4,8], s32[]) tuple(%x.1, %t.1)
}
";

#[test]
fn a_module_as_xla_prints_it() {
    let module = parse(MODULE).unwrap();
    assert_eq!(module.name, "jit_f");
    let keys: Vec<&str> = module.attributes.iter().map(|a| a.key.as_str()).collect();
    assert_eq!(keys, ["is_scheduled", "entry_computation_layout"]);
    assert_eq!(module.attributes[1].value, "{(f32[4,8]{1,0})->(f32[4,8]{1,0}, s32[])}");
    assert_eq!(module.computations.len(), 2);
    assert_eq!(module.entry, 1);
    let location = module.frames.frame_location(1).unwrap();
    assert_eq!((location.file.as_str(), location.line, location.column), ("/tmp/p.py", 3, 8));
    let main = &module.computations[1];
    assert!(main.is_entry);
    assert_eq!(main.signature.as_ref().unwrap().parameters[0].name, "x.1");
    let Shape::Array(x) = &main.instructions[0].shape else { panic!() };
    assert_eq!((x.dims.clone(), x.layout.clone()), (vec![4, 8], Some(vec![1, 0])));
    assert_eq!(main.instructions[0].arguments, Arguments::ParameterNumber(0));
    let call = &main.instructions[1];
    assert_eq!(call.opcode, "custom-call");
    assert!(matches!(&call.shape, Shape::Tuple(elements) if elements.len() == 2));
    assert!(call.operands()[0].shape.is_some());
    assert_eq!(call.attribute("backend_config").unwrap().value, "{\"a\":[1,2],\"b\":\"x,y\"}");
    assert_eq!(main.root, 2);
    assert_eq!((main.instructions[2].pos.line, main.instructions[2].pos.column), (23, 3));
}

#[test]
fn fragments_as_documents_write_them() {
    let module =
        parse_fragment("p0 = f32[20] parameter(0)\nbc0 = f32[10, 20, 30] broadcast(p0), dimensions={1}").unwrap();
    assert_eq!(module.computations[0].root, 1);
    let module = parse_fragment("f {\n  p0 = f32[2] parameter(0)\n  ROOT n = f32[2] negate(p0)\n}").unwrap();
    assert_eq!(module.computations[0].name, "f");
}

#[test]
fn errors_are_located() {
    let error = |text: &str| parse(text).unwrap_err().to_string();
    assert_eq!(error("HloModul m"), "1:1: expected 'HloModule' at the start of HLO text");
    assert_eq!(
        error("HloModule m\nENTRY e {\n  p = f32[2] parameter(0)\n  ROOT q = f32[2] negate(p\n}"),
        "5:1: expected ',' or ')' after an operand, found '}'"
    );
    assert_eq!(
        error("HloModule m\nENTRY e {\n  p = f32[2]{ parameter(0)\n}"),
        "3:13: expected the opcode of 'p', found '{'"
    );
    assert_eq!(
        error("HloModule m\nENTRY e {\n  ROOT p = f32[2] parameter(0)\n  ROOT q = f32[2] negate(p)\n}"),
        "4:3: a second ROOT instruction in one computation"
    );
    // A computation written in place on the lines after `calls=` (as XLA's
    // cost-analysis tests write nested fusions): said so, at its brace.
    assert_eq!(
        error(
            "HloModule m\nENTRY e {\n  p = f32[2] parameter(0)\n  ROOT f = f32[2] fusion(p), kind=kLoop, calls=\n  {\n    ROOT q = f32[2] parameter(0)\n  }\n}"
        ),
        "5:3: a computation written in place is not read yet (only one named by reference)"
    );
    let deep = format!("HloModule m\nENTRY e {{\n  p = {}f32[]{} parameter(0)\n}}", "(".repeat(300), ")".repeat(300));
    assert!(error(&deep).contains("nest too deeply"));
}

/// A lone scalar for an array (`s8[3] constant(0)`, in XLA's cost-analysis
/// test `IgnoreUnusedParameterShape`) is what XLA's parser makes of it: the
/// value at element 0, zeros after. Braces that hold too few elements stay
/// an error.
#[test]
fn a_scalar_literal_for_an_array_is_read_as_xla_reads_it() {
    let import = |literal: &str, shape: &str| {
        let text = format!("HloModule m\nENTRY e {{\n  ROOT c = {shape} constant({literal})\n}}\n");
        hlo_text::hlo_to_mlir(&text, "t.hlo").map_err(|e| e.to_string())
    };
    assert!(import("0", "s8[3]").unwrap().contains("<{value = dense<0> : tensor<3xi8>}>"));
    assert!(import("2.5", "f32[2,2]").unwrap().contains("dense<[[2.5, 0.0], [0.0, 0.0]]> : tensor<2x2xf32>"));
    assert!(import("true", "pred[2]").unwrap().contains("dense<[true, false]> : tensor<2xi1>"));
    assert_eq!(import("{1, 2}", "s32[3]").unwrap_err(), "3:19: the literal has 2 elements, its shape 3");
    assert_eq!(import("{1}", "s32[3]").unwrap_err(), "3:19: the literal has 1 elements, its shape 3");
}

#[test]
fn hlo_is_told_from_mlir() {
    assert!(hlo_text::is_hlo("\n  HloModule m\n"));
    assert!(!hlo_text::is_hlo("HloModules"));
    assert!(!hlo_text::is_hlo("module {}"));
}

#[test]
fn every_opcode_of_the_table_is_dispatched() {
    // An opcode the importer does not read is a located error naming it;
    // none of the table's may be.
    for opcode in hlo_text::import::OPCODES {
        let text = format!("HloModule m\nENTRY e {{\n  p = f32[2] parameter(0)\n  ROOT r = f32[2] {opcode}(p)\n}}\n");
        if let Err(error) = hlo_text::hlo_to_mlir(&text, "t.hlo") {
            assert!(!error.message.contains("is not read yet"), "{opcode}: {error}");
        }
    }
    for opcode in ["ragged-all-to-all", "ragged-all-to-all-start"] {
        let error = hlo_text::hlo_to_mlir(
            &format!("HloModule m\nENTRY e {{\n  p = f32[2] parameter(0)\n  ROOT r = f32[2] {opcode}(p)\n}}\n"),
            "t.hlo",
        )
        .unwrap_err();
        assert_eq!(
            error.diagnostic("t.hlo"),
            format!(
                "t.hlo:4:19: error: the opcode '{opcode}' is not read yet (docs/hlo.md lists the opcodes index-opt reads)"
            )
        );
    }
}
