# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 1K of event 'cpu-clock:ppp'
# Event count (approx.): 277000000
#
# Overhead  Shared Object         Symbol                        
# ........  ....................  ..............................
#
    78.34%  perf_ifunc            [.] main
    16.16%  perf_ifunc            [.] _init
     4.87%  perf_ifunc            [.] work_impl
     0.18%  [kernel.kallsyms]     [k] finish_task_switch.isra.0
     0.09%  [kernel.kallsyms]     [k] __get_user_8
     0.09%  [kernel.kallsyms]     [k] htab_map_delete_elem
     0.09%  [kernel.kallsyms]     [k] irqentry_exit_to_user_mode
     0.09%  ld-linux-x86-64.so.2  [.] do_lookup_x
     0.09%  ld-linux-x86-64.so.2  [.] handle_amd


#
# (Tip: Create an archive with symtabs to analyse on other machine: perf archive)
#
