# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 1K of event 'cpu-clock:ppp'
# Event count (approx.): 297750000
#
# Overhead  Shared Object         Symbol                                           
# ........  ....................  .................................................
#
    65.83%  perf_rust             [.] perf_rust::collatz
    32.07%  perf_rust             [.] <perf_rust::Circle as perf_rust::Shape>::area
     1.60%  perf_rust             [.] perf_rust::total
     0.08%  [kernel.kallsyms]     [k] _raw_spin_lock
     0.08%  [kernel.kallsyms]     [k] clear_page_erms
     0.08%  [kernel.kallsyms]     [k] next_uptodate_folio
     0.08%  [kernel.kallsyms]     [k] perf_iterate_sb.constprop.0
     0.08%  [kernel.kallsyms]     [k] show_vma_header_prefix
     0.08%  ld-linux-x86-64.so.2  [.] update_active.constprop.0


#
# (Tip: For hierarchical output, try: perf report --hierarchy)
#
