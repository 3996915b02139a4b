use super::*;

fn function(name: &str, self_time: f64, calls: i64, address: u64) -> GprofFunction {
    GprofFunction {
        id: FunctionId::new(0),
        name: name.into(),
        raw_name: name.into(),
        self_time,
        child_time: 0.0,
        prop_self: 0.0,
        prop_child: 0.0,
        calls,
        self_calls: 0,
        cycle: None,
        address,
        is_static: false,
        file: None,
        fract: 0.0,
        printed: false,
        tables: Tables::default(),
    }
}

fn arc(parent: usize, child: usize, count: i64) -> GprofArc {
    GprofArc {
        parent,
        child,
        count,
        time: 0.0,
        child_time: 0.0,
    }
}

fn graph(functions: Vec<GprofFunction>, arcs: Vec<GprofArc>) -> GprofGraph {
    GprofGraph {
        hz: 100.0,
        tick: 1e7,
        total_ticks: functions.iter().map(|f| f.self_time).sum(),
        print_time: 0.0,
        functions,
        cycles: Vec::new(),
        arcs,
    }
}

#[test]
fn time_propagates_in_proportion_to_calls() {
    let f = |name: &str, self_time: f64, calls: i64| function(name, self_time, calls, 0);
    // main -> mid (40), mid -> leaf (40), main -> leaf (40); leaf: 0.63.
    let mut graph = graph(
        vec![f("main", 0.0, 0), f("mid", 0.07, 40), f("leaf", 0.63, 80)],
        vec![arc(0, 1, 40), arc(1, 2, 40), arc(0, 2, 40)],
    );
    propagate(&mut graph, false);
    assert!((graph.functions[1].child_time - 0.315).abs() < 1e-9);
    assert!((graph.functions[0].child_time - (0.07 + 0.315 + 0.315)).abs() < 1e-9);
    assert!((graph.arcs[2].time - 0.315).abs() < 1e-9);
}

#[test]
fn self_time_is_gprofs_own_sum_where_the_samples_agree() {
    use crate::gprof::SampleTypes;
    use crate::profile::{Line, Location, Sample};
    // Two functions, each with one sample of 10,000,394 ns (1.0000394
    // ticks of 10 ms); gprof's sums are given for both: the first's
    // within the sample's rounding, the second's not what it says.
    let mut profile = Profile {
        period: 10_000_000,
        ..Profile::default()
    };
    let gmon = Gmon {
        ticks: HistogramTicks {
            functions: vec![(0x1000, 1.000_039_41), (0x2000, 3.0)],
            total: 2.0,
            hz: 100.0,
        },
        symbols: Vec::new(),
        bin_bytes: 0,
        types: SampleTypes {
            time: 0,
            calls: 1,
            executions: 2,
        },
    };
    for (i, entry) in [0x1000u64, 0x2000].into_iter().enumerate() {
        let function = profile.add_function(Function {
            name: format!("f{i}").into(),
            full_name: format!("f{i}").into(),
            system_name: format!("f{i}").into(),
            start: Some(entry),
        });
        let mut location = Location::new(entry + 1, None);
        location.lines = vec![Line {
            function,
            file: None,
            line: 0,
            inlined: false,
        }];
        let location = profile.add_location(location);
        profile
            .samples
            .push(Sample::new(vec![location], &[10_000_394, 0, 0]));
    }
    let graph = analyze(&profile, &gmon, &Selection::default());
    assert_eq!(graph.functions[0].self_time, 1.000_039_41);
    assert_eq!(graph.functions[1].self_time, 10_000_394.0 / 1e7);
    assert_eq!(graph.total_ticks, 2.0);
    assert_eq!(graph.hz, 100.0);
}

#[test]
fn cycles_are_numbered_when_their_first_member_finishes() {
    // main -> a, a <-> b (a cycle), main -> leaf; the walk starts at the
    // lowest address and takes the latest first-called callee first.
    let functions = vec![
        function("main", 0.0, 0, 0x10),
        function("a", 1.0, 5, 0x20),
        function("b", 2.0, 5, 0x30),
        function("leaf", 3.0, 2, 0x40),
    ];
    let arcs = vec![arc(0, 1, 1), arc(1, 2, 5), arc(2, 1, 4), arc(0, 3, 2)];
    let mut with_caller = graph(functions.clone(), arcs.clone());
    propagate(&mut with_caller, false);
    assert_eq!(with_caller.cycles.len(), 1);
    assert_eq!(with_caller.cycles[0].members, [1, 2]);
    assert!(with_caller.cycles[0].printed);
    let edges = vec![vec![1, 3], vec![2], vec![1], vec![]];
    assert_eq!(topological_numbers(&with_caller, &edges), [3, 2, 2, 1]);
    assert_eq!(with_caller.print_time, 6.0);
    // Without main -> a, nobody outside calls the cycle: gprof keeps its
    // fraction at 0 and does not print it; its members still count.
    let mut uncalled = graph(functions, arcs[1..].to_vec());
    propagate(&mut uncalled, false);
    assert!(!uncalled.cycles[0].printed);
    assert_eq!(uncalled.cycles[0].fract, 0.0);
    assert_eq!(uncalled.functions[1].fract, 1.0);
    assert_eq!(uncalled.print_time, 6.0);
}

/// main -> a <-> b (a cycle) -> leaf, main -> leaf: the functions of
/// the example, with `tables` (included, excluded) per function.
fn selected(tables: [(bool, bool); 4], focus: bool) -> GprofGraph {
    let mut functions = vec![
        function("main", 0.0, 0, 0x10),
        function("a", 1.0, 5, 0x20),
        function("b", 2.0, 5, 0x30),
        function("leaf", 4.0, 4, 0x40),
    ];
    for (f, (included, excluded)) in functions.iter_mut().zip(tables) {
        f.tables = Tables { included, excluded };
    }
    let arcs = vec![
        arc(0, 1, 1),
        arc(1, 2, 5),
        arc(2, 1, 4),
        arc(2, 3, 3),
        arc(0, 3, 1),
    ];
    let mut g = graph(functions, arcs);
    propagate(&mut g, focus);
    g
}

#[test]
fn focus_prints_and_propagates_from_what_it_names_down() {
    // -F b: only b (a member of the cycle) starts with fraction 1; main
    // and a neither print nor pass time; leaf gets b's share of its calls.
    let g = selected(
        [
            (false, false),
            (false, false),
            (true, false),
            (false, false),
        ],
        true,
    );
    let printed: Vec<bool> = g.functions.iter().map(|f| f.printed).collect();
    assert_eq!(printed, [false, false, true, true]);
    let fract: Vec<f64> = g.functions.iter().map(|f| f.fract).collect();
    assert_eq!(fract, [0.0, 0.0, 1.0, 0.75]);
    // The cycle inherits from main (fraction 0, not printed).
    assert_eq!((g.cycles[0].fract, g.cycles[0].printed), (0.0, false));
    assert_eq!(g.print_time, 2.0 + 3.0);
    // a gathers nothing; b gathers leaf's 3/4.
    assert_eq!(g.functions[1].child_time, 0.0);
    assert_eq!(g.functions[2].child_time, 3.0);
}

#[test]
fn ignore_stops_time_at_what_it_names() {
    // -E a: a (in the cycle) keeps its print flag from nobody and gets
    // fraction 0, so its time leaves the cycle's; b still passes time.
    let g = selected(
        [
            (false, false),
            (false, true),
            (false, false),
            (false, false),
        ],
        false,
    );
    let printed: Vec<bool> = g.functions.iter().map(|f| f.printed).collect();
    assert_eq!(printed, [true, false, true, true]);
    assert_eq!(g.functions[1].fract, 0.0);
    assert_eq!(g.functions[2].fract, 1.0);
    assert_eq!(g.cycles[0].self_time, 2.0);
    assert_eq!(g.print_time, 2.0 + 4.0);
    // main calls the cycle through a, which gives nothing (gprof looks
    // at the callee's own fraction): main gets only leaf's 1/4.
    assert_eq!(g.functions[0].child_time, 1.0);
    assert_eq!(g.functions[2].child_time, 3.0);
}
