# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 947  of event 'cpu-clock:ppp'
# Event count (approx.): 236750000
#
# Overhead  Shared Object         Symbol                        
# ........  ....................  ..............................
#
    99.26%  libperfwork.so        [.] lib_inner
     0.42%  [kernel.kallsyms]     [k] handle_softirqs
     0.11%  [kernel.kallsyms]     [k] irqentry_exit_to_user_mode
     0.11%  [kernel.kallsyms]     [k] vms_gather_munmap_vmas
     0.11%  ld-linux-x86-64.so.2  [.] handle_amd


#
# (Tip: For hierarchical output, try: perf report --hierarchy)
#
