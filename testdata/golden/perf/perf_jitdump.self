# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 1K of event 'cpu-clock:ppp'
# Event count (approx.): 403750000
#
# Overhead  Shared Object         Symbol                        
# ........  ....................  ..............................
#
    73.25%  jitted-10329-1.so     [.] jitted_dump_hot
    25.26%  jitted-10329-2.so     [.] jitted_dump_cold
     0.68%  [kernel.kallsyms]     [k] finish_task_switch.isra.0
     0.31%  [kernel.kallsyms]     [k] irqentry_exit_to_user_mode
     0.19%  [kernel.kallsyms]     [k] __get_user_8
     0.12%  perf_jitdump          [.] main
     0.06%  [kernel.kallsyms]     [k] sched_balance_rq
     0.06%  ld-linux-x86-64.so.2  [.] _dl_relocate_object
     0.06%  ld-linux-x86-64.so.2  [.] handle_amd


#
# (Tip: Boolean options have negative forms, e.g.: perf report --no-children)
#
