# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 2K of event 'cpu-clock:ppp'
# Event count (approx.): 743000000
#
# Overhead  Shared Object         Symbol                            
# ........  ....................  ..................................
#
    68.34%  perf_multi            [.] spin
    31.19%  perf_multi_exec_b     [.] other_spin
     0.07%  [kernel.kallsyms]     [k] finish_task_switch.isra.0
     0.07%  [kernel.kallsyms]     [k] irqentry_exit_to_user_mode
     0.03%  [kernel.kallsyms]     [k] _raw_write_unlock_irq
     0.03%  [kernel.kallsyms]     [k] count_memcg_events
     0.03%  [kernel.kallsyms]     [k] dup_userfaultfd
     0.03%  [kernel.kallsyms]     [k] mm_trace_rss_stat
     0.03%  [kernel.kallsyms]     [k] next_uptodate_folio
     0.03%  [kernel.kallsyms]     [k] unmap_page_range
     0.03%  [kernel.kallsyms]     [k] xas_load
     0.03%  ld-linux-x86-64.so.2  [.] get_common_indices.constprop.0
     0.03%  ld-linux-x86-64.so.2  [.] init_cpu_features.constprop.0
     0.03%  ld-linux-x86-64.so.2  [.] update_active.constprop.0


#
# (Tip: List events using substring match: perf list <keyword>)
#
