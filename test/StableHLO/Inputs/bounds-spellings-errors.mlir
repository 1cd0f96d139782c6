// Inputs of bounds-spellings.mlir that must be located errors: the long
// spelling is checked as the short one, and is still only read in its own
// form.

// expected-error @+1 {{bounds have 1 entries, expected one per dimension (2)}}
func.func @count_long(%a: tensor<?x?xf32, #stablehlo.type_extensions<bounds = [8]>>) {
  return
}

// -----

// expected-error @+1 {{bounds give dimension 1 the bound -1: a bound must be non-negative}}
func.func @negative_long(%a: tensor<4x?xf32, #stablehlo.type_extensions<bounds = [?, -1]>>) {
  return
}

// -----

// expected-error @+1 {{expected integer value}}
func.func @not_a_bound_long(%a: tensor<?xf32, #stablehlo.type_extensions<bounds = [n]>>) {
  return
}

// -----

// The long spelling names its one field.
// expected-error @+1 {{expected 'bounds'}}
func.func @no_field_name(%a: tensor<?xf32, #stablehlo.type_extensions<[4]>>) {
  return
}

// -----

// The short spelling has no field name.
// expected-error @+1 {{expected integer value}}
func.func @field_name_short(%a: tensor<?xf32, #stablehlo.bounds<bounds = [4]>>) {
  return
}

// -----

// Only `bounds` and `type_extensions` name the attribute.
// expected-error @+1 {{unknown attribute `type_extension` in dialect `stablehlo`}}
func.func @misspelled(%a: tensor<?xf32, #stablehlo.type_extension<bounds = [4]>>) {
  return
}
