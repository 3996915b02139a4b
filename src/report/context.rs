//! The report context: what one report is made from, decided once per
//! render (Go pprof's `report.Report`).
//!
//! The driver makes a [`Context`] from the loaded profile, the request and
//! the settings, and calls the render function the request's row of the
//! command table names. The context holds the profile as the report sees
//! it (with the frames made from labels), the sample type shown and its
//! unit (chosen here, once, for every part of the report), the filters and
//! node options, the program's name, and what the row says the report needs
//! opened (the binaries, gprof's data). Reports add notes for the user to
//! it.

use super::ViewOptions;
use super::commands::{Dialect, Need, Row};
use super::compare_runs::{self, Comparison};
use super::dot::{self, EdgeWidths};
use super::go_dot;
use super::go_view::GoView;
use super::preset::{Layout, Preset, Style, Units};
use super::rows::Rows;
use super::text::SortBy;
use crate::error::{Error, Result};
use crate::gprof;
use crate::graph::{self, PruneOptions};
use crate::profile::{self, Profile, TimeRanges, Timeline, units::Unit};
use crate::symbolize::Objects;
use regex::Regex;
use std::path::Path;
use std::sync::{Mutex, MutexGuard};

/// What a report is made of, apart from the settings.
pub struct Parts<'a, 's> {
    /// The profile as the report sees it.
    pub profile: &'a Profile,
    /// The opened binaries.
    pub objects: &'a Mutex<Objects<'s>>,
    /// gprof's data, for a gmon.out.
    pub gprof: Option<&'a gprof::Gmon>,
    /// The program given on the command line.
    pub program: Option<&'a Path>,
    /// When the whole recording's samples were taken (a report of a time
    /// range has its own in its profile).
    pub timeline: Option<&'a Timeline>,
    /// The time ranges the profile was cut to (`--time`), resolved.
    pub time: Option<TimeRanges>,
    /// The groups of runs compared (`compare_runs`).
    pub runs: Option<profile::Runs>,
}

/// One report's context: made once per render, read by the report's
/// render function.
pub struct Context<'a, 's> {
    /// The profile as the report sees it.
    pub profile: &'a Profile,
    /// The report's row of the command table.
    pub row: &'static Row,
    /// The settings, with the sample type shown looked up
    /// (`settings.nodes.value_index`).
    pub settings: ViewOptions,
    /// The options of the preset the report follows: the settings' preset,
    /// or Go's for the reports only Go has.
    pub style: Style,
    /// The unit the values of the sample type shown print in (before a
    /// report that picks one unit for all its values picks it).
    pub unit: Unit,
    /// gprof's data, for a gmon.out (there whenever the row needs it).
    pub gprof: Option<&'a gprof::Gmon>,
    /// What the user should know about the report (nothing matched, a
    /// fallback disassembler); the render's result.
    pub notes: Vec<String>,
    /// The report is shown at the interactive prompt
    /// ([`super::commands::Request::at_prompt`]).
    pub interactive: bool,
    /// The report is a part of a page of the web interface
    /// ([`super::commands::Request::within_page`]).
    pub within_page: bool,
    /// When the whole recording's samples were taken, for the reports of
    /// time (the heat map); there whenever the row needs it.
    pub timeline: Option<&'a Timeline>,
    /// The time ranges the profile was cut to (`--time`), resolved.
    pub time: Option<TimeRanges>,
    /// The groups of runs compared (`compare_runs`).
    pub runs: Option<profile::Runs>,
    symbol: Option<&'a Regex>,
    objects: Option<&'a Mutex<Objects<'s>>>,
    program: Option<&'a Path>,
}

impl<'a, 's> Context<'a, 's> {
    /// The context of `row` over `parts`: the preset's options, the sample
    /// type `settings` ask for (else the preset's default) and its unit; the
    /// binaries when the row reads code; gprof's data when the row needs it.
    ///
    /// Errors: gprof's report of a profile that is no gmon.out, or gprof's
    /// call graph of one without call arcs.
    pub fn new(
        parts: Parts<'a, 's>,
        row: &'static Row,
        symbol: Option<&'a Regex>,
        mut settings: ViewOptions,
    ) -> Result<Self> {
        let profile = parts.profile;
        let style = match row.dialect {
            Dialect::Go => Preset::Go.style(),
            Dialect::Perl => Preset::Perl.style(),
            Dialect::Both => settings.preset.unwrap_or_default().style(),
        };
        // The sample type: the one asked for, else the preset's when one is
        // set (every view of a web page shows one), else the report's own.
        let asked = settings.sample_index.is_some();
        let typed = settings.preset.map_or(style, Preset::style);
        settings.nodes.value_index = typed.sample_index(profile, settings.nodes.value_index, asked);
        settings.nodes.merge_inlines = style.merge_inlines;
        settings.nodes.clean_paths |= style.clean_paths;
        settings.nodes.go_labels = style.go_labels;
        // perl's text of a recording with a kernel marks kernel and user
        // code as `perf report` does.
        settings.nodes.space_marks =
            row == super::commands::TEXT && style.layout == Layout::Perl && profile.has_kernel();
        let not_gmon = || Error::NotGmon {
            report: row.name,
            instead: super::commands::TEXT.name,
        };
        let gprof = if row.needs(Need::GmonHistogram) {
            Some(parts.gprof.ok_or_else(not_gmon)?)
        } else {
            parts.gprof
        };
        if row.needs(Need::GmonArcs) && !gprof.is_some_and(|g| g.has_calls(profile)) {
            return Err(Error::NoCallGraph(row.name));
        }
        let unit = style.unit(
            profile.sample_type_at(settings.nodes.value_index),
            settings.unit,
            settings.show_bytes,
        );
        let mut notes = Vec::new();
        let shown_type = profile.sample_type_at(settings.nodes.value_index);
        if let Some(to @ profile::units::UnitChoice::Named(_)) = settings.unit
            && profile::units::canonical(&shown_type.unit).is_none()
        {
            notes.push(format!(
                "unit={to} does not apply: the values shown ({}) are counts, which print as counts",
                shown_type.kind
            ));
        }
        Ok(Context {
            profile,
            row,
            settings,
            style,
            unit,
            gprof,
            notes,
            interactive: false,
            within_page: false,
            timeline: parts.timeline,
            time: parts.time,
            runs: parts.runs,
            symbol,
            objects: row.needs(Need::CodeObjects).then_some(parts.objects),
            program: parts.program,
        })
    }

    /// The index of the sample type shown.
    pub fn value_index(&self) -> usize {
        self.settings.nodes.value_index
    }

    /// Adds a note for the user.
    pub fn note(&mut self, note: impl Into<String>) {
        self.notes.push(note.into());
    }

    /// The regular expression of a report that takes one (`list RE`).
    pub fn symbol(&self) -> &'a Regex {
        self.symbol
            .expect("a request of a report that takes a regular expression has one")
    }

    /// The regular expression, if the request has one.
    pub fn symbol_given(&self) -> Option<&'a Regex> {
        self.symbol
    }

    /// The opened binaries, locked (a report that panicked while holding
    /// them left nothing half-changed that matters: they only cache parsed
    /// DWARF). Only the reports whose row needs [`Need::CodeObjects`] have
    /// them: the others never wait for the lock.
    pub fn objects(&self) -> MutexGuard<'a, Objects<'s>> {
        self.objects
            .expect("a report that reads code names Need::CodeObjects in its row")
            .lock()
            .unwrap_or_else(|e| e.into_inner())
    }

    /// gprof's data, for a report whose row needs a gmon.out.
    pub fn gmon(&self) -> Result<&'a gprof::Gmon> {
        self.gprof.ok_or(Error::NotGmon {
            report: self.row.name,
            instead: super::commands::TEXT.name,
        })
    }

    /// The program as given on the command line.
    pub fn program_given(&self) -> Option<&'a Path> {
        self.program
    }

    /// The program as given on the command line, or as the profile's main
    /// mapping names it, if either does.
    pub fn program_path(&self) -> Option<String> {
        match self.program {
            Some(p) => Some(p.display().to_string()),
            None => self
                .profile
                .main_mapping()
                .map(|m| self.profile.mapping(m).path.clone()),
        }
    }

    /// The program as the graph's title names it.
    pub fn program_name(&self) -> String {
        self.program_path()
            .unwrap_or_else(|| "(unknown program)".to_string())
    }

    /// Whether the report orders its nodes by |cum| (`--cum`).
    pub fn by_cum(&self) -> bool {
        self.settings.sort == SortBy::Cum
    }

    /// The options of the report's graph: the settings' nodes and the
    /// preset's way of counting; percentages of the samples kept with
    /// `relative_percentages`.
    pub fn graph_options(&self, with_edges: bool) -> graph::GraphOptions {
        let style = &self.style;
        graph::GraphOptions {
            nodes: self.settings.nodes,
            with_edges,
            edges: style.edges,
            self_edges: style.self_edges,
            trim: None,
            by_cum: self.by_cum(),
            percent_of: if self.settings.relative_percentages {
                graph::PercentOf::Shown
            } else {
                style.percent_of
            },
        }
    }

    /// The graph of the samples, untrimmed; for a histogram profile at
    /// function granularity without filters, with gprof's estimate of cum
    /// and edges.
    pub fn graph(&self, with_edges: bool) -> graph::Graph {
        self.trimmed_graph(with_edges, None)
    }

    /// The graph of the samples, trimmed as Go trims its text reports
    /// (`trim`), with the report's one unit chosen when Go's `minimum`
    /// asks for it.
    pub fn trimmed_graph(&self, with_edges: bool, trim: Option<PruneOptions>) -> graph::Graph {
        let (profile, settings) = (self.profile, &self.settings);
        let options = graph::GraphOptions {
            trim,
            ..self.graph_options(with_edges)
        };
        let mut graph = graph::build(profile, options, &settings.filters, self.unit);
        if let Some(gmon) = self.gprof
            && self.gprof_estimates()
        {
            // The nodes the trimming kept: the estimate adds no other.
            let kept: Vec<bool> = graph
                .nodes
                .iter()
                .map(|n| n.flat != 0 || n.cum != 0)
                .collect();
            gprof::estimate_cum(
                profile,
                gmon,
                &mut graph,
                settings.nodes.full_names,
                with_edges,
            );
            if trim.is_some() {
                let dropped = |n: usize| !kept.get(n).copied().unwrap_or(false);
                for (n, node) in graph.nodes.iter_mut().enumerate() {
                    if dropped(n) {
                        (node.flat, node.cum, node.present) = (0, 0, false);
                    }
                }
                graph
                    .edges
                    .retain(|e| !dropped(e.caller) && !dropped(e.callee));
            }
        }
        self.with_report_unit(&mut graph);
        graph
    }

    /// Whether the graph's cum and edges are gprof's estimates from call
    /// counts: a gmon.out's histogram at function granularity without
    /// filters.
    fn gprof_estimates(&self) -> bool {
        self.gprof.is_some()
            && self.settings.nodes.granularity == graph::Granularity::Functions
            && self.settings.filters.is_empty()
    }

    /// The trimming of the text report's graph: Go's (`nodefraction`,
    /// `edgefraction`, and `nodecount` when given), or none (perl's text,
    /// or with `trim` off).
    fn text_trim(&self) -> Option<PruneOptions> {
        let settings = &self.settings;
        (self.style.trim_text && settings.trim).then(|| PruneOptions {
            nodecount: settings.text_limit.unwrap_or(0),
            ..settings.prune
        })
    }

    /// The rows of the text report (and of `--json`, the prompt's `top`
    /// and the web's top view).
    pub fn rows(&self, with_edges: bool) -> Rows<'static> {
        let trim = self.text_trim();
        let go = self.style.layout == super::preset::Layout::Go;
        // Go's layout marks inlined functions by the edges into them.
        let rows = Rows::new(
            std::borrow::Cow::Owned(self.trimmed_graph(with_edges || go, trim)),
            self.settings.sort,
            self.settings.text_limit,
        );
        let rows = match self.comparison(rows.graph()) {
            Some(comparison) => {
                let header = comparison.header(&self.compared_values());
                rows.with_comparison(comparison, header)
            }
            None => rows,
        };
        if !go || rows.comparison().is_some_and(Comparison::concludes) {
            return rows;
        }
        let program = self.program_path();
        let view = self.go_view(program.as_deref());
        let unit = rows.unit();
        let header =
            view.report_labels(rows.graph(), rows.percent_of(), &self.settings.prune, |v| {
                unit.format(v)
            });
        rows.in_go_layout(header)
    }

    /// The groups of runs compared on the nodes of `graph`, when the
    /// profile's samples say which run each came from (`compare_runs`).
    pub fn comparison(&self, graph: &graph::Graph) -> Option<Comparison> {
        let runs = self.runs?;
        let counts = graph::count_runs(
            self.profile,
            self.graph_options(false),
            &self.settings.filters,
            runs,
        );
        Some(compare_runs::compare(
            graph,
            &counts,
            self.by_cum(),
            runs.shares,
        ))
    }

    /// What a comparison of runs compares: `cpu (flat)`.
    pub fn compared_values(&self) -> String {
        let kind = &self.profile.sample_type_at(self.value_index()).kind;
        let column = if self.by_cum() { "cum" } else { "flat" };
        format!("{kind} ({column})")
    }

    /// Go's `-unit=minimum` (its default): one unit for the whole report,
    /// as Go's `selectOutputUnit` chooses it from the smallest value and the
    /// total.
    fn with_report_unit(&self, graph: &mut graph::Graph) {
        let minimum = match self.settings.unit {
            Some(unit) => unit == profile::units::UnitChoice::Minimum,
            None => self.style.units == Units::Go,
        };
        if let (true, profile::units::Unit::Scaled { of, .. }) = (minimum, graph.unit) {
            let smallest =
                profile::units::smallest_value(graph.nodes.iter().map(|n| (n.flat, n.cum)));
            let to = profile::units::report_unit(smallest, graph.percent_total(), of);
            graph.unit = graph.unit.with_output(to);
        }
    }

    /// The pruned call graph (or call tree, Go's `-call_tree`) as dot text.
    ///
    /// Errors: no samples of the type shown, or nothing left to draw.
    pub fn call_graph(&self, widths: EdgeWidths) -> Result<Vec<u8>> {
        let (profile, settings) = (self.profile, &self.settings);
        if self.style.go_graph {
            return self.go_call_graph();
        }
        let graph = if settings.call_tree {
            let mut tree = graph::build_tree(profile, settings.nodes, &settings.filters, self.unit);
            self.with_report_unit(&mut tree);
            tree
        } else {
            self.graph(true)
        };
        let index = self.value_index();
        if profile.samples.iter().all(|s| s.value(index) == 0) {
            return Err(Error::NoSamples);
        }
        let pruned = graph::prune(&graph, &settings.pruning()).ok_or(Error::EmptyGraph)?;
        let mut dot_text = Vec::new();
        dot::write(
            &graph,
            &pruned,
            &self.program_name(),
            widths,
            settings.compact_labels,
            &mut dot_text,
        )
        .map_err(Error::Write)?;
        Ok(dot_text)
    }

    /// The call graph (or call tree) as Go draws it, as dot text.
    ///
    /// Errors: no samples of the type shown, or nothing left to draw.
    fn go_call_graph(&self) -> Result<Vec<u8>> {
        let settings = &self.settings;
        if self
            .profile
            .samples
            .iter()
            .all(|s| s.value(self.value_index()) == 0)
        {
            return Err(Error::NoSamples);
        }
        let mut trim = settings.pruning();
        if trim.nodecount == usize::MAX {
            trim.nodecount = 0;
        }
        let mut drawn = if self.gprof_estimates() && !settings.call_tree {
            graph::drawn_from(self.graph(true), trim)
        } else if settings.call_tree {
            graph::drawn_tree(
                self.profile,
                self.graph_options(true),
                &settings.filters,
                self.unit,
                trim,
            )
        } else {
            graph::drawn(
                self.profile,
                self.graph_options(true),
                &settings.filters,
                self.unit,
                trim,
            )
        };
        if drawn.order.is_empty() {
            return Err(Error::EmptyGraph);
        }
        self.with_report_unit(&mut drawn.graph);
        let program = self.program_path();
        let view = self.go_view(program.as_deref());
        let (total, unit) = (drawn.graph.percent_total(), drawn.graph.unit);
        let mut lines = view.report_labels(&drawn.graph, total, &trim, |v| unit.format(v));
        lines.push("\nSee https://git.io/JfYMW for how to read the graph".to_string());
        let title = program.as_deref().map(|p| {
            Path::new(p)
                .file_name()
                .map_or(p.to_string(), |n| n.to_string_lossy().into_owned())
        });
        let legend = go_dot::Legend {
            title: title.as_deref(),
            lines: &lines,
            total,
            unit,
            tag_unit: match settings.unit {
                Some(profile::units::UnitChoice::Named(to)) => Some(to),
                _ => None,
            },
        };
        let mut dot_text = Vec::new();
        go_dot::write(&drawn, &legend, &mut dot_text).map_err(Error::Write)?;
        Ok(dot_text)
    }

    /// The folded stacks of `--collapsed` and the flame graphs: leaf first
    /// with `--reverse`.
    pub fn folded(&self) -> graph::collapsed::Folded {
        let settings = &self.settings;
        let folded = graph::collapsed::folded(self.profile, settings.nodes, &settings.filters);
        if settings.reverse {
            folded.reversed()
        } else {
            folded
        }
    }

    /// Go's legend of the profile shown (its `ProfileLabels`): `File:`,
    /// `Build ID:`, `Type:` and, when the profile says, `Time:` and
    /// `Duration:` with the total of its values.
    pub fn legend(&self) -> Vec<String> {
        let program = self.program_path();
        let view = self.go_view(program.as_deref());
        let total = self.profile.samples.iter().fold(0i64, |t, s| {
            t.saturating_add(s.value(view.value_index).saturating_abs())
        });
        let unit = &view.sample_type().unit;
        view.profile_labels_with(total, &|v| {
            crate::profile::units::scaled_label(v, unit, view.value_unit())
        })
    }

    /// The profile as the reports in Go's layout see it; `program` is the
    /// `File:` line's.
    pub fn go_view<'v>(&'v self, program: Option<&'v str>) -> GoView<'v> {
        let value_index = self.value_index();
        GoView {
            profile: self.profile,
            value_index,
            program,
            filters: &self.settings.filters,
            nodes: self.settings.nodes,
            tag_keys: &self.settings.tag_keys,
            unit: self.settings.unit,
        }
    }
}
