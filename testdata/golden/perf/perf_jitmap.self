# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 1K of event 'cpu-clock:ppp'
# Event count (approx.): 431000000
#
# Overhead  Shared Object         Symbol                        
# ........  ....................  ..............................
#
    74.54%  [JIT] tid 10264       [.] jitted_hot_loop
    24.65%  [JIT] tid 10264       [.] jitted_cold_loop
     0.35%  [kernel.kallsyms]     [k] finish_task_switch.isra.0
     0.17%  [kernel.kallsyms]     [k] irqentry_exit_to_user_mode
     0.06%  [kernel.kallsyms]     [k] __brelse
     0.06%  [kernel.kallsyms]     [k] __get_user_8
     0.06%  [kernel.kallsyms]     [k] handle_softirqs
     0.06%  ld-linux-x86-64.so.2  [.] _dl_relocate_object
     0.06%  ld-linux-x86-64.so.2  [.] handle_amd


#
# (Tip: Skip collecting build-id when recording: perf record -B)
#
