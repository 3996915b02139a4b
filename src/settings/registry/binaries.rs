//! Where binaries are found and how profiles are read: the settings of the
//! help's "Where binaries and sources are found" heading.

use super::*;
use Group::*;
use Kind::*;
use Scope::*;

/// The settings of this part, in the order of the help.
pub(super) const SETTINGS: &[Setting] = &[
    // Where binaries are found
    setting(
        "lib_prefix",
        Paths(Some(',')),
        Load,
        Binaries,
        "Roots to look for the profile's libraries under first. Comma-separated; for profiles taken on another machine",
        (
            |s, v| {
                s.load.symbolize.lib_prefixes = values::paths(v, ',');
                Ok(())
            },
            |s| join_paths(&s.load.symbolize.lib_prefixes, ','),
        ),
    )
    .doors(NOT_WEB),
    setting(
        "debug_root",
        Paths(Some(',')),
        Load,
        Binaries,
        "More roots of separate debug files. Found by build id, .gnu_debuglink or path, searched before /usr/lib/debug; comma-separated or repeated",
        (
            |s, v| {
                s.load.symbolize.debug_roots = values::paths(v, ',');
                Ok(())
            },
            |s| join_paths(&s.load.symbolize.debug_roots, ','),
        ),
    )
    .doors(NOT_WEB),
    setting(
        "add_lib",
        Paths(None),
        Load,
        Binaries,
        "One more object, naming addresses no mapping holds. At its own link-time addresses (perl's --add_lib); repeatable",
        (
            |s, v| {
                s.load.symbolize.add_libs = values::paths(v, '\n');
                Ok(())
            },
            |s| join_paths(&s.load.symbolize.add_libs, '\n'),
        ),
    )
    .doors(NOT_WEB),
    setting(
        "ignore_mismatch",
        Bool,
        Load,
        Binaries,
        "Use a binary whose code does not fit the profile. Another build of the program or a library, used anyway with a warning instead of refused",
        bool_setting!(load.symbolize.ignore_mismatch),
    )
    .doors(NOT_WEB),
    setting(
        "trust_perf_maps",
        Bool,
        Load,
        Binaries,
        "Read a JIT's perf map whoever owns it. /tmp/perf-PID.map, as perf's -f; by default one owned by neither you nor root is not read",
        bool_setting!(load.symbolize.trust_perf_maps),
    )
    .doors(NOT_WEB),
    setting(
        "no_cache",
        Bool,
        Load,
        Binaries,
        "Read symbols and DWARF without the symbol cache. Every object is read again (the cache is kept in $XDG_CACHE_HOME/profile-analyze, else ~/.cache/profile-analyze; PROFILE_ANALYZE_CACHE=off turns it off, =DIR puts it elsewhere)",
        bool_setting!(load.symbolize.no_cache),
    )
    .doors(NOT_WEB),
    setting(
        "no_auto_signal_frm",
        Bool,
        Load,
        Binaries,
        "Keep the second frame even when every stack has it. By default a second frame (nearly) every stack shares is dropped as the profiler's signal-handler frame",
        bool_setting!(load.read.keep_signal_frames),
    )
    .doors(NOT_WEB),
    setting(
        "dcpi_stride",
        Count,
        Load,
        Binaries,
        "DCPI: bytes from one count's address to the next. Within a chunk; 1, or 4 for Alpha's 4-byte instructions",
        (
            |s, v| {
                s.load.read.dcpi_stride = match values::count(v)? {
                    n @ 1..=16 => n as u64,
                    _ => return Err(ValueError::OutOfRange { low: 1, high: 16 }),
                };
                Ok(())
            },
            |s| s.load.read.dcpi_stride.to_string(),
        ),
    )
    .doors(NOT_WEB),
    setting(
        "gprof_symbols",
        Bool,
        Load,
        Binaries,
        "gmon.out: credit only the functions gprof accepts. Local GCC clones such as f.isra.0 are skipped (their time and calls go to the function before them), so every number equals gprof's",
        bool_setting!(load.gprof_symbols),
    )
    .doors(NOT_WEB),
];
