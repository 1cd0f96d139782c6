//! The importer on the attributes of XLA's collectives (replica groups as
//! lists and in the iota form, source-target pairs, channels, the header's
//! process counts) and on the values the asynchronous and transfer ops
//! pass on.

fn import(body: &str) -> String {
    let text = format!(
        "HloModule m, num_partitions=8, replica_count=2\n\n%sum (a: f32[], b: f32[]) -> f32[] {{\n  \
         %a = f32[] parameter(0)\n  %b = f32[] parameter(1)\n  ROOT %s = f32[] add(%a, %b)\n}}\n\n\
         ENTRY %main {{\n  %x = f32[8] parameter(0)\n{body}\n}}\n"
    );
    hlo_text::hlo_to_mlir(&text, "t.hlo").unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn groups_of(replica_groups: &str) -> String {
    let mlir = import(&format!("  ROOT %r = f32[8] all-reduce(%x), replica_groups={replica_groups}, to_apply=%sum"));
    let start = mlir.find("replica_groups = ").expect("replica_groups written") + "replica_groups = ".len();
    let end = start + mlir[start..].find("i64>").expect("a tensor type") + "i64>".len();
    mlir[start..end].to_owned()
}

#[test]
fn replica_groups_in_every_form() {
    assert_eq!(groups_of("{{0,1},{2,3}}"), "dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>");
    assert_eq!(groups_of("{}"), "dense<> : tensor<0x0xi64>");
    // Uneven groups are padded with -1, XLA's convention.
    assert_eq!(groups_of("{{0,1,2},{3}}"), "dense<[[0, 1, 2], [3, -1, -1]]> : tensor<2x3xi64>");
    assert_eq!(groups_of("[2,4]<=[8]"), "dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>");
    assert_eq!(groups_of("[2,4]<=[4,2]T(1,0)"), "dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>");
    assert_eq!(groups_of("[4,2]<=[2,2,2]T(0,2,1)"), "dense<[[0, 2], [1, 3], [4, 6], [5, 7]]> : tensor<4x2xi64>");
}

#[test]
fn replica_groups_that_do_not_fit_are_errors() {
    let error = |groups: &str| {
        let text = format!(
            "HloModule m\n\nENTRY e {{\n  p = f32[4] parameter(0)\n  \
             ROOT a = f32[4] all-gather(p), replica_groups={groups}, dimensions={{0}}\n}}\n"
        );
        hlo_text::hlo_to_mlir(&text, "t.hlo").unwrap_err().to_string()
    };
    assert_eq!(error("[2,3]<=[8]"), "5:49: in 'replica_groups': 2 groups of 3 are not the 8 ids of the dimensions");
    assert_eq!(
        error("[1,1]<=[99999999999,99999999999]"),
        "5:56: in 'replica_groups': the dimensions hold more than 16777216 ids, or a negative size"
    );
    assert_eq!(
        error("[2,2]<=[2,2]T(0,0)"),
        "5:56: in 'replica_groups': the transpose is not a permutation of the dimensions"
    );
    assert_eq!(error("{{0,1},{2,x}}"), "5:59: in 'replica_groups': expected an integer, found 'x'");
}

#[test]
fn the_header_counts_channels_and_pairs() {
    let mlir = import("  ROOT %r = f32[8] collective-permute(%x), channel_id=7, source_target_pairs={{0,1},{1,0}}");
    assert!(mlir.starts_with("module @m attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 2 : i32, "));
    assert!(mlir.contains(
        "\"stablehlo.collective_permute\"(%x) <{channel_handle = #stablehlo.channel_handle<handle = 7, type = 1>, \
         source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}>"
    ));
    // Without groups, an all-to-all splits over every process: the
    // partitions with a channel, the replicas without.
    let mlir = import("  ROOT %r = f32[8] all-to-all(%x), channel_id=1, dimensions={0}");
    assert!(mlir.contains("split_count = 8 : i64"), "{mlir}");
    let mlir = import("  ROOT %r = f32[8] all-to-all(%x), dimensions={0}");
    assert!(mlir.contains("split_count = 2 : i64"), "{mlir}");
}

#[test]
fn asynchronous_pairs_pass_the_result_on() {
    let mlir = import(
        "  %s = ((f32[8]), f32[64], s32[]) all-gather-start(%x), dimensions={0}\n  \
         %u = ((f32[8]), f32[64], s32[]) all-gather-update(%s)\n  \
         ROOT %d = f32[64] all-gather-done(%u)",
    );
    assert!(mlir.contains("%s = \"stablehlo.all_gather\"(%x) <{replica_groups = dense<> : tensor<0x0xi64>, all_gather_dim = 0 : i64}> : (tensor<8xf32>) -> tensor<64xf32>"), "{mlir}");
    assert!(mlir.contains("func.return %s : tensor<64xf32>"), "{mlir}");
    // A done of a value of another shape than it is written with is an
    // error at the done.
    let text = "HloModule m\n\nENTRY e {\n  x = f32[8] parameter(0)\n  \
                s = (f32[8], f32[64]) all-gather-start(x), dimensions={0}\n  \
                ROOT d = f32[32] all-gather-done(s)\n}\n";
    let error = hlo_text::hlo_to_mlir(text, "t.hlo").unwrap_err();
    assert_eq!(error.to_string(), "6:3: a value of type (tensor<64xf32>) where (tensor<32xf32>) is written");
}

#[test]
fn transfers_give_their_data_and_tokens() {
    let mlir = import(
        "  %t = token[] after-all()\n  \
         %r = ((f32[8], s32[]), u32[], token[]) recv(%t), channel_id=2\n  \
         %rd = ((f32[8], s32[]), token[]) recv-done(%r), channel_id=2\n  \
         %data = (f32[8], s32[]) get-tuple-element(%rd), index=0\n  \
         %token = token[] get-tuple-element(%rd), index=1\n  \
         %s = (f32[8], u32[], token[]) send(%x, %token), channel_id=3\n  \
         %sd = token[] send-done(%s), channel_id=3\n  \
         ROOT %out = ((f32[8], s32[]), token[]) tuple(%data, %sd)",
    );
    assert!(mlir.contains("%r:3 = \"stablehlo.recv\"(%t)"), "{mlir}");
    assert!(mlir.contains("-> (tensor<8xf32>, tensor<i32>, !stablehlo.token)"), "{mlir}");
    assert!(mlir.contains("%s = \"stablehlo.send\"(%x, %r#2)"), "{mlir}");
    assert!(mlir.contains("func.return %r#0, %r#1, %s :"), "{mlir}");
}
