# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 1K of event 'cpu-clock:ppp'
# Event count (approx.): 367500000
#
# Overhead  Shared Object         Symbol                            
# ........  ....................  ..................................
#
    99.59%  libperfwork.so        [.] lib_inner
     0.07%  [kernel.kallsyms]     [k] next_uptodate_folio
     0.07%  [kernel.kallsyms]     [k] slab_update_freelist.isra.0
     0.07%  ld-linux-x86-64.so.2  [.] _dl_relocate_object
     0.07%  ld-linux-x86-64.so.2  [.] get_common_indices.constprop.0
     0.07%  ld-linux-x86-64.so.2  [.] init_cpu_features.constprop.0
     0.07%  libc.so.6             [.] _IO_file_overflow@@GLIBC_2.2.5


#
# (Tip: Search options using a keyword: perf report -h <keyword>)
#
