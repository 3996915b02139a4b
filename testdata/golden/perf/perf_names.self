# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 1K of event 'cpu-clock:ppp'
# Event count (approx.): 253750000
#
# Overhead  Shared Object         Symbol                           
# ........  ....................  .................................
#
    27.59%  [vdso]                [.] __vdso_clock_gettime
    14.48%  [kernel.kallsyms]     [k] do_syscall_64
    10.64%  libc.so.6             [.] malloc
     9.36%  libc.so.6             [.] _int_free
     6.60%  libc.so.6             [.] read
     6.50%  [kernel.kallsyms]     [k] read_zero
     5.02%  [kernel.kallsyms]     [k] vfs_read
     2.96%  [kernel.kallsyms]     [k] fdget_pos
     2.56%  libc.so.6             [.] cfree@GLIBC_2.2.5
     2.36%  [kernel.kallsyms]     [k] rw_verify_area
     1.87%  perf_names            [.] in_vdso
     1.67%  [kernel.kallsyms]     [k] security_file_permission
     1.48%  perf_names            [.] in_malloc
     1.38%  perf_names            [.] in_read
     1.08%  [kernel.kallsyms]     [k] ksys_read
     0.89%  [kernel.kallsyms]     [k] bpf_lsm_file_permission
     0.79%  perf_names            [.] _init
     0.69%  libc.so.6             [.] clock_gettime@@GLIBC_2.17
     0.39%  [kernel.kallsyms]     [k] finish_task_switch.isra.0
     0.30%  [kernel.kallsyms]     [k] handle_softirqs
     0.20%  [kernel.kallsyms]     [k] blk_update_request
     0.20%  [kernel.kallsyms]     [k] x64_sys_call
     0.10%  [kernel.kallsyms]     [k] __blk_mq_end_request
     0.10%  [kernel.kallsyms]     [k] __get_user_8
     0.10%  [kernel.kallsyms]     [k] __read_end_io
     0.10%  [kernel.kallsyms]     [k] __x86_indirect_thunk_rax
     0.10%  [kernel.kallsyms]     [k] _find_next_bit
     0.10%  [kernel.kallsyms]     [k] do_dentry_open
     0.10%  [kernel.kallsyms]     [k] kmem_cache_free
     0.10%  [kernel.kallsyms]     [k] mempool_free
     0.10%  [kernel.kallsyms]     [k] strnlen
     0.10%  ld-linux-x86-64.so.2  [.] init_cpu_features.constprop.0


#
# (Tip: Order by the overhead of source file name and line number: perf report -s srcline)
#
