use super::*;
use crate::profile::Moment;

fn timeline(times: &[u64]) -> Timeline {
    Timeline::new(
        times
            .iter()
            .map(|&time| Moment {
                time,
                sample: 0,
                count_type: 0,
                also: crate::profile::NO_TYPE,
                value: 1,
            })
            .collect(),
    )
}

#[test]
fn durations_read_and_print_back() {
    assert_eq!(parse_duration("1s"), Ok(1_000_000_000));
    assert_eq!(parse_duration("20ms"), Ok(20_000_000));
    assert_eq!(parse_duration("0.5s"), Ok(500_000_000));
    assert_eq!(parse_duration(" 250us "), Ok(250_000));
    assert_eq!(parse_duration("2m"), Ok(120_000_000_000));
    for bad in ["", "1", "s", "1x", "0ms", "2h", "-1s", "1e3ms", "NaNs"] {
        assert!(parse_duration(bad).is_err(), "{bad:?}");
    }
    assert_eq!(format_duration(20_000_000), "20ms");
    assert_eq!(format_duration(1_500_000_000), "1.5s");
    assert_eq!(format_duration(3_600_000_000_000), "1h");
    assert_eq!(format_duration(999), "999ns");
}

#[test]
fn cells_count_from_the_first_whole_column_bottom_up() {
    let s = 1_000_000_000;
    // 10.005 s, 10.995 s, 11.000 s twice, 12.5 s.
    let t = timeline(&[
        10 * s + 5_000_000,
        10 * s + 995_000_000,
        11 * s,
        11 * s,
        12 * s + s / 2,
    ]);
    let grid = Grid::count(&t, HeatCells::default(), |_| true);
    assert_eq!((grid.origin, grid.columns, grid.rows), (10 * s, 3, 50));
    assert_eq!(grid.counts[0], 1);
    assert_eq!(grid.counts[49], 1);
    assert_eq!(grid.counts[50], 2);
    assert_eq!(grid.counts[2 * 50 + 25], 1);
    assert_eq!((grid.max, grid.samples), (2, 5));
    assert_eq!(
        grid.span(2, 25),
        (12 * s + s / 2, 12 * s + s / 2 + 20_000_000)
    );
    // Rows that do not divide a column: the last row is shorter.
    let odd = Grid::count(
        &t,
        HeatCells {
            column: s,
            row: 300_000_000,
        },
        |_| true,
    );
    assert_eq!(odd.rows, 4);
    assert_eq!(odd.span(0, 3), (10 * s + 900_000_000, 11 * s));
    assert_eq!(odd.counts[3], 1);
}

#[test]
fn a_long_recording_gets_wider_columns() {
    let s = 1_000_000_000;
    // A day of a sample a minute: 86,400 columns of 50 rows is too many.
    let times: Vec<u64> = (0..1440).map(|m| m * 60 * s).collect();
    let grid = Grid::count(&timeline(&times), HeatCells::default(), |_| true);
    assert!((grid.columns * grid.rows) as u64 <= MAX_CELLS);
    assert!(grid.cells.column > s);
    assert_eq!(grid.rows, 50);
    assert_eq!(grid.samples, 1440);
    // Absurd times (a damaged file) are still a bounded grid.
    let wild = Grid::count(&timeline(&[0, u64::MAX]), HeatCells::default(), |_| true);
    assert!((wild.columns * wild.rows) as u64 <= MAX_CELLS);
    assert_eq!(wild.samples, 2);
    assert!(draw(&wild, "x", None).contains("data-n=\"1\""));
    // Rows too short for a column: longer rows, a bounded grid, whatever
    // the times.
    let fine = HeatCells {
        column: 3_600 * s,
        row: 1000,
    };
    for times in [&[10 * s, 11 * s][..], &[0, u64::MAX]] {
        let grid = Grid::count(&timeline(times), fine, |_| true);
        assert!(grid.rows as u64 <= MAX_ROWS, "{}", grid.rows);
        assert!(grid.counts.len() as u64 <= MAX_CELLS.max(2 * MAX_ROWS));
        assert_eq!(grid.samples, 2);
    }
}

#[test]
fn the_svg_draws_busy_cells_and_outlines_the_range() {
    let s = 1_000_000_000;
    let t = timeline(&[10 * s, 10 * s + 1, 11 * s + s / 2]);
    let grid = Grid::count(&t, HeatCells::default(), |_| true);
    let ranges = "10.5,11.6"
        .parse::<crate::profile::TimeSpec>()
        .unwrap()
        .resolve(0, 0);
    let svg = draw(&grid, "cpu-clock", Some(&ranges));
    assert_eq!(svg.matches("data-n=").count(), 2);
    assert!(svg.contains("data-c=\"0\" data-r=\"0\" data-n=\"2\""));
    assert!(svg.contains("data-c=\"1\" data-r=\"25\" data-n=\"1\""));
    let selected = &svg[svg.find("<g id=\"selected\"").unwrap()..];
    let selected = &selected[..selected.find("</g>").unwrap()];
    // Rows 25..49 of the first column, 0..30 of the second.
    assert_eq!(selected.matches("<rect").count(), 2);
    assert!(svg.starts_with("<?xml") && svg.trim_end().ends_with("</svg>"));
}
