# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 537  of event 'cpu-clock:ppp'
# Event count (approx.): 134250000
#
# Overhead       Samples  Shared Object         Symbol                                                                                                                                                                              
# ........  ............  ....................  ....................................................................................................................................................................................
#
    24.21%           130  perf_rust_names       [.] perf_rust_names::fill_numbers
    13.22%            71  perf_rust_names       [.] <core::hash::sip::Hasher<core::hash::sip::Sip13Rounds> as core::hash::Hasher>::write
     7.45%            40  perf_rust_names       [.] <core::fmt::Formatter>::pad_integral
     6.33%            34  libc.so.6             [.] malloc_consolidate
     6.33%            34  perf_rust_names       [.] perf_rust_names::fill_names
     5.21%            28  libc.so.6             [.] cfree@GLIBC_2.2.5
     4.66%            25  libc.so.6             [.] unlink_chunk.constprop.0
     3.17%            17  perf_rust_names       [.] <std::hash::random::RandomState as core::hash::BuildHasher>::hash_one::<&alloc::string::String>
     2.98%            16  perf_rust_names       [.] <std::hash::random::RandomState as core::hash::BuildHasher>::hash_one::<&u64>
     2.61%            14  [kernel.kallsyms]     [k] clear_page_erms
     2.42%            13  [kernel.kallsyms]     [k] exc_page_fault
     2.23%            12  perf_rust_names       [.] <hashbrown::raw::RawTable<(u64, u64)>>::reserve_rehash::<hashbrown::map::make_hasher<u64, u64, std::hash::random::RandomState>::{closure#0}>
     1.68%             9  perf_rust_names       [.] <hashbrown::raw::RawTable<(alloc::string::String, u32)>>::reserve_rehash::<hashbrown::map::make_hasher<alloc::string::String, u32, std::hash::random::RandomState>::{closure#0}>
     1.30%             7  [kernel.kallsyms]     [k] unmap_page_range
     1.30%             7  libc.so.6             [.] _int_free
     1.12%             6  libc.so.6             [.] _int_malloc
     1.12%             6  perf_rust_names       [.] <alloc::string::String as core::fmt::Write>::write_str
     0.93%             5  perf_rust_names       [.] <u32 as core::fmt::Display>::fmt
     0.74%             4  [kernel.kallsyms]     [k] __lruvec_stat_mod_folio
     0.74%             4  [kernel.kallsyms]     [k] _raw_spin_unlock_irqrestore
     0.74%             4  perf_rust_names       [.] alloc::fmt::format::format_inner
     0.56%             3  [kernel.kallsyms]     [k] __handle_mm_fault
     0.56%             3  [kernel.kallsyms]     [k] __list_del_entry_valid_or_report
     0.56%             3  [kernel.kallsyms]     [k] __rcu_read_unlock
     0.56%             3  [kernel.kallsyms]     [k] do_anonymous_page
     0.56%             3  [kernel.kallsyms]     [k] memcg1_commit_charge
     0.56%             3  libc.so.6             [.] __memcmp_evex_movbe
     0.37%             2  [kernel.kallsyms]     [k] __alloc_frozen_pages_noprof
     0.37%             2  [kernel.kallsyms]     [k] handle_mm_fault
     0.37%             2  [kernel.kallsyms]     [k] handle_softirqs
     0.37%             2  [kernel.kallsyms]     [k] mas_walk
     0.37%             2  [kernel.kallsyms]     [k] pte_mkwrite
     0.37%             2  libc.so.6             [.] __memmove_avx512_unaligned_erms
     0.37%             2  libc.so.6             [.] _int_realloc
     0.37%             2  perf_rust_names       [.] core::fmt::write
     0.19%             1  [kernel.kallsyms]     [k] ___pte_offset_map
     0.19%             1  [kernel.kallsyms]     [k] __get_user_8
     0.19%             1  [kernel.kallsyms]     [k] __mem_cgroup_charge
     0.19%             1  [kernel.kallsyms]     [k] free_pages_and_swap_cache
     0.19%             1  [kernel.kallsyms]     [k] free_unref_folios
     0.19%             1  [kernel.kallsyms]     [k] get_mem_cgroup_from_mm
     0.19%             1  [kernel.kallsyms]     [k] lruvec_stat_mod_folio.constprop.0
     0.19%             1  [kernel.kallsyms]     [k] mas_wr_store_entry
     0.19%             1  [kernel.kallsyms]     [k] mod_memcg_lruvec_state
     0.19%             1  [kernel.kallsyms]     [k] uncharge_folio
     0.19%             1  ld-linux-x86-64.so.2  [.] handle_amd
     0.19%             1  libc.so.6             [.] alloc_perturb
     0.19%             1  libc.so.6             [.] malloc
     0.19%             1  libc.so.6             [.] sysmalloc
     0.19%             1  libgcc_s.so.1         [.] 0x00000000000038b7
     0.19%             1  perf_rust_names       [.] <alloc::raw_vec::RawVecInner<_>>::reserve::do_reserve_and_handle::<alloc::alloc::Global>
     0.19%             1  perf_rust_names       [.] __rustc::__rust_realloc


#
# (Tip: For a higher level overview, try: perf report --sort comm,dso)
#
