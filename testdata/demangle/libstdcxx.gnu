transaction clone for std::logic_error::what() const
transaction clone for std::bad_exception::what() const
transaction clone for std::bad_exception::~bad_exception() const
transaction clone for std::runtime_error::what() const
transaction clone for std::exception::what() const
transaction clone for std::exception::~exception() const
transaction clone for std::logic_error::logic_error(char const*)
transaction clone for std::logic_error::logic_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
transaction clone for std::logic_error::logic_error(char const*)
transaction clone for std::logic_error::logic_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
transaction clone for std::logic_error::~logic_error()
transaction clone for std::logic_error::~logic_error()
transaction clone for std::logic_error::~logic_error()
transaction clone for std::range_error::range_error(char const*)
transaction clone for std::range_error::range_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
transaction clone for std::range_error::range_error(char const*)
transaction clone for std::range_error::range_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
transaction clone for std::range_error::~range_error()
transaction clone for std::range_error::~range_error()
transaction clone for std::range_error::~range_error()
transaction clone for std::domain_error::domain_error(char const*)
transaction clone for std::domain_error::domain_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
transaction clone for std::domain_error::domain_error(char const*)
transaction clone for std::domain_error::domain_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
transaction clone for std::domain_error::~domain_error()
transaction clone for std::domain_error::~domain_error()
transaction clone for std::domain_error::~domain_error()
transaction clone for std::length_error::length_error(char const*)
transaction clone for std::length_error::length_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
transaction clone for std::length_error::length_error(char const*)
transaction clone for std::length_error::length_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
transaction clone for std::length_error::~length_error()
transaction clone for std::length_error::~length_error()
transaction clone for std::length_error::~length_error()
transaction clone for std::out_of_range::out_of_range(char const*)
transaction clone for std::out_of_range::out_of_range(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
transaction clone for std::out_of_range::out_of_range(char const*)
transaction clone for std::out_of_range::out_of_range(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
transaction clone for std::out_of_range::~out_of_range()
transaction clone for std::out_of_range::~out_of_range()
transaction clone for std::out_of_range::~out_of_range()
transaction clone for std::runtime_error::runtime_error(char const*)
transaction clone for std::runtime_error::runtime_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
transaction clone for std::runtime_error::runtime_error(char const*)
transaction clone for std::runtime_error::runtime_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
transaction clone for std::runtime_error::~runtime_error()
transaction clone for std::runtime_error::~runtime_error()
transaction clone for std::runtime_error::~runtime_error()
transaction clone for std::overflow_error::overflow_error(char const*)
transaction clone for std::overflow_error::overflow_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
transaction clone for std::overflow_error::overflow_error(char const*)
transaction clone for std::overflow_error::overflow_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
transaction clone for std::overflow_error::~overflow_error()
transaction clone for std::overflow_error::~overflow_error()
transaction clone for std::overflow_error::~overflow_error()
transaction clone for std::underflow_error::underflow_error(char const*)
transaction clone for std::underflow_error::underflow_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
transaction clone for std::underflow_error::underflow_error(char const*)
transaction clone for std::underflow_error::underflow_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
transaction clone for std::underflow_error::~underflow_error()
transaction clone for std::underflow_error::~underflow_error()
transaction clone for std::underflow_error::~underflow_error()
transaction clone for std::invalid_argument::invalid_argument(char const*)
transaction clone for std::invalid_argument::invalid_argument(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
transaction clone for std::invalid_argument::invalid_argument(char const*)
transaction clone for std::invalid_argument::invalid_argument(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
transaction clone for std::invalid_argument::~invalid_argument()
transaction clone for std::invalid_argument::~invalid_argument()
transaction clone for std::invalid_argument::~invalid_argument()
guard variable for std::moneypunct<char, false>::id
guard variable for std::moneypunct<char, true>::id
guard variable for std::moneypunct<wchar_t, false>::id
guard variable for std::moneypunct<wchar_t, true>::id
guard variable for std::__timepunct<char>::id
guard variable for std::__timepunct<wchar_t>::id
guard variable for std::__cxx11::moneypunct<char, false>::id
guard variable for std::__cxx11::moneypunct<char, true>::id
guard variable for std::__cxx11::moneypunct<wchar_t, false>::id
guard variable for std::__cxx11::moneypunct<wchar_t, true>::id
guard variable for std::__cxx11::collate<char>::id
guard variable for std::__cxx11::collate<wchar_t>::id
guard variable for std::__cxx11::messages<char>::id
guard variable for std::__cxx11::messages<wchar_t>::id
guard variable for std::__cxx11::numpunct<char>::id
guard variable for std::__cxx11::numpunct<wchar_t>::id
guard variable for std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::id
guard variable for std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::id
guard variable for std::__cxx11::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::id
guard variable for std::__cxx11::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::id
guard variable for std::__cxx11::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::id
guard variable for std::__cxx11::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::id
guard variable for std::collate<char>::id
guard variable for std::collate<wchar_t>::id
guard variable for std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::id
guard variable for std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::id
guard variable for std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::id
guard variable for std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::id
guard variable for std::messages<char>::id
guard variable for std::messages<wchar_t>::id
guard variable for std::numpunct<char>::id
guard variable for std::numpunct<wchar_t>::id
guard variable for std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::id
guard variable for std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::id
guard variable for std::time_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::id
guard variable for std::time_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::id
guard variable for std::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::id
guard variable for std::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::id
guard variable for std::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::id
guard variable for std::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::id
__cxxabiv1::__enum_type_info::~__enum_type_info()
__cxxabiv1::__enum_type_info::~__enum_type_info()
__cxxabiv1::__enum_type_info::~__enum_type_info()
__cxxabiv1::__array_type_info::~__array_type_info()
__cxxabiv1::__array_type_info::~__array_type_info()
__cxxabiv1::__array_type_info::~__array_type_info()
__cxxabiv1::__class_type_info::~__class_type_info()
__cxxabiv1::__class_type_info::~__class_type_info()
__cxxabiv1::__class_type_info::~__class_type_info()
__cxxabiv1::__pbase_type_info::~__pbase_type_info()
__cxxabiv1::__pbase_type_info::~__pbase_type_info()
__cxxabiv1::__pbase_type_info::~__pbase_type_info()
__cxxabiv1::__pointer_type_info::~__pointer_type_info()
__cxxabiv1::__pointer_type_info::~__pointer_type_info()
__cxxabiv1::__pointer_type_info::~__pointer_type_info()
__cxxabiv1::__function_type_info::~__function_type_info()
__cxxabiv1::__function_type_info::~__function_type_info()
__cxxabiv1::__function_type_info::~__function_type_info()
__cxxabiv1::__si_class_type_info::~__si_class_type_info()
__cxxabiv1::__si_class_type_info::~__si_class_type_info()
__cxxabiv1::__si_class_type_info::~__si_class_type_info()
__cxxabiv1::__vmi_class_type_info::~__vmi_class_type_info()
__cxxabiv1::__vmi_class_type_info::~__vmi_class_type_info()
__cxxabiv1::__vmi_class_type_info::~__vmi_class_type_info()
__cxxabiv1::__fundamental_type_info::~__fundamental_type_info()
__cxxabiv1::__fundamental_type_info::~__fundamental_type_info()
__cxxabiv1::__fundamental_type_info::~__fundamental_type_info()
__cxxabiv1::__pointer_to_member_type_info::~__pointer_to_member_type_info()
__cxxabiv1::__pointer_to_member_type_info::~__pointer_to_member_type_info()
__cxxabiv1::__pointer_to_member_type_info::~__pointer_to_member_type_info()
__gnu_norm::_List_node_base::hook(__gnu_norm::_List_node_base*)
__gnu_norm::_List_node_base::swap(__gnu_norm::_List_node_base&, __gnu_norm::_List_node_base&)
__gnu_norm::_List_node_base::unhook()
__gnu_norm::_List_node_base::reverse()
__gnu_norm::_List_node_base::transfer(__gnu_norm::_List_node_base*, __gnu_norm::_List_node_base*)
__gnu_debug::_Safe_iterator_base::_M_get_mutex()
__gnu_debug::_Safe_iterator_base::_M_attach_single(__gnu_debug::_Safe_sequence_base*, bool)
__gnu_debug::_Safe_iterator_base::_M_detach_single()
__gnu_debug::_Safe_iterator_base::_M_attach(__gnu_debug::_Safe_sequence_base*, bool)
__gnu_debug::_Safe_iterator_base::_M_detach()
__gnu_debug::_Safe_sequence_base::_M_get_mutex()
__gnu_debug::_Safe_sequence_base::_M_detach_all()
__gnu_debug::_Safe_sequence_base::_M_detach_singular()
__gnu_debug::_Safe_sequence_base::_M_revalidate_singular()
__gnu_debug::_Safe_sequence_base::_M_swap(__gnu_debug::_Safe_sequence_base&)
__gnu_debug::_Safe_local_iterator_base::_M_attach_single(__gnu_debug::_Safe_sequence_base*, bool)
__gnu_debug::_Safe_local_iterator_base::_M_attach(__gnu_debug::_Safe_sequence_base*, bool)
__gnu_debug::_Safe_local_iterator_base::_M_detach()
__gnu_debug::_Safe_unordered_container_base::_M_detach_all()
__gnu_debug::_Safe_unordered_container_base::_M_swap(__gnu_debug::_Safe_unordered_container_base&)
__gnu_parallel::_Settings::get()
__gnu_parallel::_Settings::set(__gnu_parallel::_Settings&)
__gnu_cxx::__atomic_add(int volatile*, int)
__gnu_cxx::__pool_alloc_base::_M_get_mutex()
__gnu_cxx::__pool_alloc_base::_M_get_free_list(unsigned long)
__gnu_cxx::__pool_alloc_base::_M_refill(unsigned long)
__gnu_cxx::__exchange_and_add(int volatile*, int)
__gnu_cxx::stdio_sync_filebuf<char, std::char_traits<char> >::file()
__gnu_cxx::stdio_sync_filebuf<char, std::char_traits<char> >::sync()
__gnu_cxx::stdio_sync_filebuf<char, std::char_traits<char> >::uflow()
__gnu_cxx::stdio_sync_filebuf<char, std::char_traits<char> >::xsgetn(char*, long)
__gnu_cxx::stdio_sync_filebuf<char, std::char_traits<char> >::xsputn(char const*, long)
__gnu_cxx::stdio_sync_filebuf<char, std::char_traits<char> >::seekoff(long, std::_Ios_Seekdir, std::_Ios_Openmode)
__gnu_cxx::stdio_sync_filebuf<char, std::char_traits<char> >::seekpos(std::fpos<__mbstate_t>, std::_Ios_Openmode)
__gnu_cxx::stdio_sync_filebuf<char, std::char_traits<char> >::overflow(int)
__gnu_cxx::stdio_sync_filebuf<char, std::char_traits<char> >::pbackfail(int)
__gnu_cxx::stdio_sync_filebuf<char, std::char_traits<char> >::underflow()
__gnu_cxx::stdio_sync_filebuf<char, std::char_traits<char> >::stdio_sync_filebuf(__gnu_cxx::stdio_sync_filebuf<char, std::char_traits<char> >&&)
__gnu_cxx::stdio_sync_filebuf<char, std::char_traits<char> >::stdio_sync_filebuf(_IO_FILE*)
__gnu_cxx::stdio_sync_filebuf<char, std::char_traits<char> >::stdio_sync_filebuf(__gnu_cxx::stdio_sync_filebuf<char, std::char_traits<char> >&&)
__gnu_cxx::stdio_sync_filebuf<char, std::char_traits<char> >::stdio_sync_filebuf(_IO_FILE*)
__gnu_cxx::stdio_sync_filebuf<char, std::char_traits<char> >::~stdio_sync_filebuf()
__gnu_cxx::stdio_sync_filebuf<char, std::char_traits<char> >::~stdio_sync_filebuf()
__gnu_cxx::stdio_sync_filebuf<char, std::char_traits<char> >::operator=(__gnu_cxx::stdio_sync_filebuf<char, std::char_traits<char> >&&)
__gnu_cxx::stdio_sync_filebuf<wchar_t, std::char_traits<wchar_t> >::file()
__gnu_cxx::stdio_sync_filebuf<wchar_t, std::char_traits<wchar_t> >::sync()
__gnu_cxx::stdio_sync_filebuf<wchar_t, std::char_traits<wchar_t> >::uflow()
__gnu_cxx::stdio_sync_filebuf<wchar_t, std::char_traits<wchar_t> >::xsgetn(wchar_t*, long)
__gnu_cxx::stdio_sync_filebuf<wchar_t, std::char_traits<wchar_t> >::xsputn(wchar_t const*, long)
__gnu_cxx::stdio_sync_filebuf<wchar_t, std::char_traits<wchar_t> >::seekoff(long, std::_Ios_Seekdir, std::_Ios_Openmode)
__gnu_cxx::stdio_sync_filebuf<wchar_t, std::char_traits<wchar_t> >::seekpos(std::fpos<__mbstate_t>, std::_Ios_Openmode)
__gnu_cxx::stdio_sync_filebuf<wchar_t, std::char_traits<wchar_t> >::overflow(unsigned int)
__gnu_cxx::stdio_sync_filebuf<wchar_t, std::char_traits<wchar_t> >::pbackfail(unsigned int)
__gnu_cxx::stdio_sync_filebuf<wchar_t, std::char_traits<wchar_t> >::underflow()
__gnu_cxx::stdio_sync_filebuf<wchar_t, std::char_traits<wchar_t> >::stdio_sync_filebuf(__gnu_cxx::stdio_sync_filebuf<wchar_t, std::char_traits<wchar_t> >&&)
__gnu_cxx::stdio_sync_filebuf<wchar_t, std::char_traits<wchar_t> >::stdio_sync_filebuf(_IO_FILE*)
__gnu_cxx::stdio_sync_filebuf<wchar_t, std::char_traits<wchar_t> >::stdio_sync_filebuf(__gnu_cxx::stdio_sync_filebuf<wchar_t, std::char_traits<wchar_t> >&&)
__gnu_cxx::stdio_sync_filebuf<wchar_t, std::char_traits<wchar_t> >::stdio_sync_filebuf(_IO_FILE*)
__gnu_cxx::stdio_sync_filebuf<wchar_t, std::char_traits<wchar_t> >::~stdio_sync_filebuf()
__gnu_cxx::stdio_sync_filebuf<wchar_t, std::char_traits<wchar_t> >::~stdio_sync_filebuf()
__gnu_cxx::stdio_sync_filebuf<wchar_t, std::char_traits<wchar_t> >::operator=(__gnu_cxx::stdio_sync_filebuf<wchar_t, std::char_traits<wchar_t> >&&)
__gnu_cxx::__verbose_terminate_handler()
__gnu_cxx::__pool<false>::_M_destroy()
__gnu_cxx::__pool<false>::_M_initialize()
__gnu_cxx::__pool<false>::_M_reclaim_block(char*, unsigned long)
__gnu_cxx::__pool<false>::_M_reserve_block(unsigned long, unsigned long)
__gnu_cxx::__pool<true>::_M_destroy()
__gnu_cxx::__pool<true>::_M_initialize(void (*)(void*))
__gnu_cxx::__pool<true>::_M_initialize()
__gnu_cxx::__pool<true>::_M_get_thread_id()
__gnu_cxx::__pool<true>::_M_reclaim_block(char*, unsigned long)
__gnu_cxx::__pool<true>::_M_reserve_block(unsigned long, unsigned long)
__gnu_cxx::__pool<true>::_M_destroy_thread_key(void*)
__gnu_cxx::__freeres()
__gnu_cxx::free_list::_M_get(unsigned long)
__gnu_cxx::free_list::_M_clear()
__cxxabiv1::__class_type_info::__do_catch(std::type_info const*, void**, unsigned int) const
__cxxabiv1::__class_type_info::__do_upcast(__cxxabiv1::__class_type_info const*, void const*, __cxxabiv1::__class_type_info::__upcast_result&) const
__cxxabiv1::__class_type_info::__do_upcast(__cxxabiv1::__class_type_info const*, void**) const
__cxxabiv1::__class_type_info::__do_dyncast(long, __cxxabiv1::__class_type_info::__sub_kind, __cxxabiv1::__class_type_info const*, void const*, __cxxabiv1::__class_type_info const*, void const*, __cxxabiv1::__class_type_info::__dyncast_result&) const
__cxxabiv1::__class_type_info::__do_find_public_src(long, void const*, __cxxabiv1::__class_type_info const*, void const*) const
__cxxabiv1::__pbase_type_info::__do_catch(std::type_info const*, void**, unsigned int) const
__cxxabiv1::__pbase_type_info::__pointer_catch(__cxxabiv1::__pbase_type_info const*, void**, unsigned int) const
__cxxabiv1::__pointer_type_info::__is_pointer_p() const
__cxxabiv1::__pointer_type_info::__pointer_catch(__cxxabiv1::__pbase_type_info const*, void**, unsigned int) const
__cxxabiv1::__function_type_info::__is_function_p() const
__cxxabiv1::__si_class_type_info::__do_upcast(__cxxabiv1::__class_type_info const*, void const*, __cxxabiv1::__class_type_info::__upcast_result&) const
__cxxabiv1::__si_class_type_info::__do_dyncast(long, __cxxabiv1::__class_type_info::__sub_kind, __cxxabiv1::__class_type_info const*, void const*, __cxxabiv1::__class_type_info const*, void const*, __cxxabiv1::__class_type_info::__dyncast_result&) const
__cxxabiv1::__si_class_type_info::__do_find_public_src(long, void const*, __cxxabiv1::__class_type_info const*, void const*) const
__cxxabiv1::__vmi_class_type_info::__do_upcast(__cxxabiv1::__class_type_info const*, void const*, __cxxabiv1::__class_type_info::__upcast_result&) const
__cxxabiv1::__vmi_class_type_info::__do_dyncast(long, __cxxabiv1::__class_type_info::__sub_kind, __cxxabiv1::__class_type_info const*, void const*, __cxxabiv1::__class_type_info const*, void const*, __cxxabiv1::__class_type_info::__dyncast_result&) const
__cxxabiv1::__vmi_class_type_info::__do_find_public_src(long, void const*, __cxxabiv1::__class_type_info const*, void const*) const
__cxxabiv1::__pointer_to_member_type_info::__pointer_catch(__cxxabiv1::__pbase_type_info const*, void**, unsigned int) const
__gnu_debug::_Error_formatter::_M_message(__gnu_debug::_Debug_msg_id) const
__gnu_debug::_Error_formatter::_Parameter::_M_print_field(__gnu_debug::_Error_formatter const*, char const*) const
__gnu_debug::_Error_formatter::_Parameter::_M_print_description(__gnu_debug::_Error_formatter const*) const
__gnu_debug::_Error_formatter::_M_print_word(char const*) const
__gnu_debug::_Error_formatter::_M_print_string(char const*) const
__gnu_debug::_Error_formatter::_M_get_max_length() const
__gnu_debug::_Error_formatter::_M_error() const
__gnu_debug::_Safe_iterator_base::_M_singular() const
__gnu_debug::_Safe_iterator_base::_M_can_compare(__gnu_debug::_Safe_iterator_base const&) const
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::str() const &
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::str() const &
std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::str() const &
std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::str() const &
std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::str() const &
std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::str() const &
std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::str() const &
std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::str() const &
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_disjunct(wchar_t const*) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_last_of(wchar_t const*, unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_last_of(wchar_t const*, unsigned long, unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_last_of(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_last_of(wchar_t, unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_first_of(wchar_t const*, unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_first_of(wchar_t const*, unsigned long, unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_first_of(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_first_of(wchar_t, unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::get_allocator() const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_check_length(unsigned long, unsigned long, char const*) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_last_not_of(wchar_t const*, unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_last_not_of(wchar_t const*, unsigned long, unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_last_not_of(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_last_not_of(wchar_t, unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_first_not_of(wchar_t const*, unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_first_not_of(wchar_t const*, unsigned long, unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_first_not_of(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_first_not_of(wchar_t, unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::at(unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::end() const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_Rep::_M_is_leaked() const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_Rep::_M_is_shared() const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::back() const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::cend() const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::copy(wchar_t*, unsigned long, unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::data() const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find(wchar_t const*, unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find(wchar_t const*, unsigned long, unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find(wchar_t, unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::rend() const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::size() const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::begin() const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::c_str() const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::crend() const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::empty() const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::front() const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::rfind(wchar_t const*, unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::rfind(wchar_t const*, unsigned long, unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::rfind(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::rfind(wchar_t, unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_rep() const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::cbegin() const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::length() const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::rbegin() const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::substr(unsigned long, unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_data() const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_iend() const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::compare(wchar_t const*) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::compare(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::compare(unsigned long, unsigned long, wchar_t const*) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::compare(unsigned long, unsigned long, wchar_t const*, unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::compare(unsigned long, unsigned long, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::compare(unsigned long, unsigned long, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long, unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::crbegin() const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_check(unsigned long, char const*) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_limit(unsigned long, unsigned long) const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::capacity() const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::max_size() const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_ibegin() const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator std::basic_string_view<wchar_t, std::char_traits<wchar_t> >() const
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator[](unsigned long) const
std::istream::gcount() const
std::istream::sentry::operator bool() const
std::ostream::sentry::operator bool() const
std::string::_M_disjunct(char const*) const
std::string::find_last_of(char const*, unsigned long) const
std::string::find_last_of(char const*, unsigned long, unsigned long) const
std::string::find_last_of(std::string const&, unsigned long) const
std::string::find_last_of(char, unsigned long) const
std::string::find_first_of(char const*, unsigned long) const
std::string::find_first_of(char const*, unsigned long, unsigned long) const
std::string::find_first_of(std::string const&, unsigned long) const
std::string::find_first_of(char, unsigned long) const
std::string::get_allocator() const
std::string::_M_check_length(unsigned long, unsigned long, char const*) const
std::string::find_last_not_of(char const*, unsigned long) const
std::string::find_last_not_of(char const*, unsigned long, unsigned long) const
std::string::find_last_not_of(std::string const&, unsigned long) const
std::string::find_last_not_of(char, unsigned long) const
std::string::find_first_not_of(char const*, unsigned long) const
std::string::find_first_not_of(char const*, unsigned long, unsigned long) const
std::string::find_first_not_of(std::string const&, unsigned long) const
std::string::find_first_not_of(char, unsigned long) const
std::string::at(unsigned long) const
std::string::end() const
std::string::_Rep::_M_is_leaked() const
std::string::_Rep::_M_is_shared() const
std::string::back() const
std::string::cend() const
std::string::copy(char*, unsigned long, unsigned long) const
std::string::data() const
std::string::find(char const*, unsigned long) const
std::string::find(char const*, unsigned long, unsigned long) const
std::string::find(std::string const&, unsigned long) const
std::string::find(char, unsigned long) const
std::string::rend() const
std::string::size() const
std::string::begin() const
std::string::c_str() const
std::string::crend() const
std::string::empty() const
std::string::front() const
std::string::rfind(char const*, unsigned long) const
std::string::rfind(char const*, unsigned long, unsigned long) const
std::string::rfind(std::string const&, unsigned long) const
std::string::rfind(char, unsigned long) const
std::string::_M_rep() const
std::string::cbegin() const
std::string::length() const
std::string::rbegin() const
std::string::substr(unsigned long, unsigned long) const
std::string::_M_data() const
std::string::_M_iend() const
std::string::compare(char const*) const
std::string::compare(std::string const&) const
std::string::compare(unsigned long, unsigned long, char const*) const
std::string::compare(unsigned long, unsigned long, char const*, unsigned long) const
std::string::compare(unsigned long, unsigned long, std::string const&) const
std::string::compare(unsigned long, unsigned long, std::string const&, unsigned long, unsigned long) const
std::string::crbegin() const
std::string::_M_check(unsigned long, char const*) const
std::string::_M_limit(unsigned long, unsigned long) const
std::string::capacity() const
std::string::max_size() const
std::string::_M_ibegin() const
std::string::operator std::basic_string_view<char, std::char_traits<char> >() const
std::string::operator[](unsigned long) const
std::bad_typeid::what() const
std::error_code::default_error_condition() const
std::filesystem::filesystem_error::what() const
std::filesystem::filesystem_error::path1() const
std::filesystem::filesystem_error::path2() const
std::filesystem::directory_iterator::operator*() const
std::filesystem::recursive_directory_iterator::recursion_pending() const
std::filesystem::recursive_directory_iterator::depth() const
std::filesystem::recursive_directory_iterator::options() const
std::filesystem::recursive_directory_iterator::operator*() const
std::filesystem::path::parent_path() const
std::filesystem::path::has_filename() const
std::filesystem::path::has_root_name() const
std::filesystem::path::has_root_path() const
std::filesystem::path::relative_path() const
std::filesystem::path::root_directory() const
std::filesystem::path::has_parent_path() const
std::filesystem::path::lexically_normal() const
std::filesystem::path::_M_find_extension() const
std::filesystem::path::has_relative_path() const
std::filesystem::path::has_root_directory() const
std::filesystem::path::lexically_relative(std::filesystem::path const&) const
std::filesystem::path::lexically_proximate(std::filesystem::path const&) const
std::filesystem::path::_List::_Impl_deleter::operator()(std::filesystem::path::_List::_Impl*) const
std::filesystem::path::_List::end() const
std::filesystem::path::_List::begin() const
std::filesystem::path::compare(std::filesystem::path const&) const
std::filesystem::path::compare(std::basic_string_view<char, std::char_traits<char> >) const
std::filesystem::path::root_name() const
std::filesystem::path::root_path() const
std::filesystem::__cxx11::filesystem_error::what() const
std::filesystem::__cxx11::filesystem_error::path1() const
std::filesystem::__cxx11::filesystem_error::path2() const
std::filesystem::__cxx11::directory_iterator::operator*() const
std::filesystem::__cxx11::recursive_directory_iterator::recursion_pending() const
std::filesystem::__cxx11::recursive_directory_iterator::depth() const
std::filesystem::__cxx11::recursive_directory_iterator::options() const
std::filesystem::__cxx11::recursive_directory_iterator::operator*() const
std::filesystem::__cxx11::path::parent_path() const
std::filesystem::__cxx11::path::has_filename() const
std::filesystem::__cxx11::path::has_root_name() const
std::filesystem::__cxx11::path::has_root_path() const
std::filesystem::__cxx11::path::relative_path() const
std::filesystem::__cxx11::path::root_directory() const
std::filesystem::__cxx11::path::has_parent_path() const
std::filesystem::__cxx11::path::lexically_normal() const
std::filesystem::__cxx11::path::_M_find_extension() const
std::filesystem::__cxx11::path::has_relative_path() const
std::filesystem::__cxx11::path::has_root_directory() const
std::filesystem::__cxx11::path::lexically_relative(std::filesystem::__cxx11::path const&) const
std::filesystem::__cxx11::path::lexically_proximate(std::filesystem::__cxx11::path const&) const
std::filesystem::__cxx11::path::_List::_Impl_deleter::operator()(std::filesystem::__cxx11::path::_List::_Impl*) const
std::filesystem::__cxx11::path::_List::end() const
std::filesystem::__cxx11::path::_List::begin() const
std::filesystem::__cxx11::path::compare(std::filesystem::__cxx11::path const&) const
std::filesystem::__cxx11::path::compare(std::basic_string_view<char, std::char_traits<char> >) const
std::filesystem::__cxx11::path::root_name() const
std::filesystem::__cxx11::path::root_path() const
std::istrstream::rdbuf() const
std::lock_error::what() const
std::moneypunct<char, false>::neg_format() const
std::moneypunct<char, false>::pos_format() const
std::moneypunct<char, false>::curr_symbol() const
std::moneypunct<char, false>::do_grouping() const
std::moneypunct<char, false>::frac_digits() const
std::moneypunct<char, false>::decimal_point() const
std::moneypunct<char, false>::do_neg_format() const
std::moneypunct<char, false>::do_pos_format() const
std::moneypunct<char, false>::negative_sign() const
std::moneypunct<char, false>::positive_sign() const
std::moneypunct<char, false>::thousands_sep() const
std::moneypunct<char, false>::do_curr_symbol() const
std::moneypunct<char, false>::do_frac_digits() const
std::moneypunct<char, false>::do_decimal_point() const
std::moneypunct<char, false>::do_negative_sign() const
std::moneypunct<char, false>::do_positive_sign() const
std::moneypunct<char, false>::do_thousands_sep() const
std::moneypunct<char, false>::grouping() const
std::moneypunct<char, true>::neg_format() const
std::moneypunct<char, true>::pos_format() const
std::moneypunct<char, true>::curr_symbol() const
std::moneypunct<char, true>::do_grouping() const
std::moneypunct<char, true>::frac_digits() const
std::moneypunct<char, true>::decimal_point() const
std::moneypunct<char, true>::do_neg_format() const
std::moneypunct<char, true>::do_pos_format() const
std::moneypunct<char, true>::negative_sign() const
std::moneypunct<char, true>::positive_sign() const
std::moneypunct<char, true>::thousands_sep() const
std::moneypunct<char, true>::do_curr_symbol() const
std::moneypunct<char, true>::do_frac_digits() const
std::moneypunct<char, true>::do_decimal_point() const
std::moneypunct<char, true>::do_negative_sign() const
std::moneypunct<char, true>::do_positive_sign() const
std::moneypunct<char, true>::do_thousands_sep() const
std::moneypunct<char, true>::grouping() const
std::moneypunct<wchar_t, false>::neg_format() const
std::moneypunct<wchar_t, false>::pos_format() const
std::moneypunct<wchar_t, false>::curr_symbol() const
std::moneypunct<wchar_t, false>::do_grouping() const
std::moneypunct<wchar_t, false>::frac_digits() const
std::moneypunct<wchar_t, false>::decimal_point() const
std::moneypunct<wchar_t, false>::do_neg_format() const
std::moneypunct<wchar_t, false>::do_pos_format() const
std::moneypunct<wchar_t, false>::negative_sign() const
std::moneypunct<wchar_t, false>::positive_sign() const
std::moneypunct<wchar_t, false>::thousands_sep() const
std::moneypunct<wchar_t, false>::do_curr_symbol() const
std::moneypunct<wchar_t, false>::do_frac_digits() const
std::moneypunct<wchar_t, false>::do_decimal_point() const
std::moneypunct<wchar_t, false>::do_negative_sign() const
std::moneypunct<wchar_t, false>::do_positive_sign() const
std::moneypunct<wchar_t, false>::do_thousands_sep() const
std::moneypunct<wchar_t, false>::grouping() const
std::moneypunct<wchar_t, true>::neg_format() const
std::moneypunct<wchar_t, true>::pos_format() const
std::moneypunct<wchar_t, true>::curr_symbol() const
std::moneypunct<wchar_t, true>::do_grouping() const
std::moneypunct<wchar_t, true>::frac_digits() const
std::moneypunct<wchar_t, true>::decimal_point() const
std::moneypunct<wchar_t, true>::do_neg_format() const
std::moneypunct<wchar_t, true>::do_pos_format() const
std::moneypunct<wchar_t, true>::negative_sign() const
std::moneypunct<wchar_t, true>::positive_sign() const
std::moneypunct<wchar_t, true>::thousands_sep() const
std::moneypunct<wchar_t, true>::do_curr_symbol() const
std::moneypunct<wchar_t, true>::do_frac_digits() const
std::moneypunct<wchar_t, true>::do_decimal_point() const
std::moneypunct<wchar_t, true>::do_negative_sign() const
std::moneypunct<wchar_t, true>::do_positive_sign() const
std::moneypunct<wchar_t, true>::do_thousands_sep() const
std::moneypunct<wchar_t, true>::grouping() const
std::ostrstream::rdbuf() const
std::ostrstream::pcount() const
std::__timepunct<char>::_M_am_pm_format(char const*) const
std::__timepunct<char>::_M_am_pm_format(char const**) const
std::__timepunct<char>::_M_date_formats(char const**) const
std::__timepunct<char>::_M_time_formats(char const**) const
std::__timepunct<char>::_M_days_abbreviated(char const**) const
std::__timepunct<char>::_M_date_time_formats(char const**) const
std::__timepunct<char>::_M_months_abbreviated(char const**) const
std::__timepunct<char>::_M_put(char*, unsigned long, char const*, tm const*) const
std::__timepunct<char>::_M_days(char const**) const
std::__timepunct<char>::_M_am_pm(char const**) const
std::__timepunct<char>::_M_months(char const**) const
std::__timepunct<wchar_t>::_M_am_pm_format(wchar_t const*) const
std::__timepunct<wchar_t>::_M_am_pm_format(wchar_t const**) const
std::__timepunct<wchar_t>::_M_date_formats(wchar_t const**) const
std::__timepunct<wchar_t>::_M_time_formats(wchar_t const**) const
std::__timepunct<wchar_t>::_M_days_abbreviated(wchar_t const**) const
std::__timepunct<wchar_t>::_M_date_time_formats(wchar_t const**) const
std::__timepunct<wchar_t>::_M_months_abbreviated(wchar_t const**) const
std::__timepunct<wchar_t>::_M_put(wchar_t*, unsigned long, wchar_t const*, tm const*) const
std::__timepunct<wchar_t>::_M_days(wchar_t const**) const
std::__timepunct<wchar_t>::_M_am_pm(wchar_t const**) const
std::__timepunct<wchar_t>::_M_months(wchar_t const**) const
std::logic_error::what() const
std::__basic_file<char>::is_open() const
std::bad_weak_ptr::what() const
std::future_error::what() const
std::strstreambuf::pcount() const
std::bad_exception::what() const
std::basic_filebuf<char, std::char_traits<char> >::is_open() const
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::is_open() const
std::basic_fstream<char, std::char_traits<char> >::rdbuf() const
std::basic_fstream<char, std::char_traits<char> >::is_open() const
std::basic_fstream<wchar_t, std::char_traits<wchar_t> >::rdbuf() const
std::basic_fstream<wchar_t, std::char_traits<wchar_t> >::is_open() const
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::gcount() const
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::sentry::operator bool() const
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::sentry::operator bool() const
std::random_device::_M_getentropy() const
std::runtime_error::what() const
std::basic_ifstream<char, std::char_traits<char> >::rdbuf() const
std::basic_ifstream<char, std::char_traits<char> >::is_open() const
std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >::rdbuf() const
std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >::is_open() const
std::basic_ofstream<char, std::char_traits<char> >::rdbuf() const
std::basic_ofstream<char, std::char_traits<char> >::is_open() const
std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >::rdbuf() const
std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >::is_open() const
std::error_category::equivalent(std::error_code const&, int) const
std::error_category::equivalent(int, std::error_condition const&) const
std::error_category::default_error_condition(int) const
std::__exception_ptr::exception_ptr::__cxa_exception_type() const
std::__exception_ptr::exception_ptr::operator void (std::__exception_ptr::exception_ptr::*)()() const
std::__exception_ptr::exception_ptr::operator!() const
std::basic_streambuf<char, std::char_traits<char> >::gptr() const
std::basic_streambuf<char, std::char_traits<char> >::pptr() const
std::basic_streambuf<char, std::char_traits<char> >::eback() const
std::basic_streambuf<char, std::char_traits<char> >::egptr() const
std::basic_streambuf<char, std::char_traits<char> >::epptr() const
std::basic_streambuf<char, std::char_traits<char> >::pbase() const
std::basic_streambuf<char, std::char_traits<char> >::getloc() const
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::gptr() const
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::pptr() const
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::eback() const
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::egptr() const
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::epptr() const
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::pbase() const
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::getloc() const
std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::str() const
std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::str() const
std::bad_array_length::what() const
std::bad_function_call::what() const
std::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::str() const
std::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::rdbuf() const
std::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::str() const
std::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::rdbuf() const
std::__codecvt_utf8_base<char32_t>::do_unshift(__mbstate_t&, char*, char*, char*&) const
std::__codecvt_utf8_base<char32_t>::do_encoding() const
std::__codecvt_utf8_base<char32_t>::do_max_length() const
std::__codecvt_utf8_base<char32_t>::do_always_noconv() const
std::__codecvt_utf8_base<char32_t>::do_in(__mbstate_t&, char const*, char const*, char const*&, char32_t*, char32_t*, char32_t*&) const
std::__codecvt_utf8_base<char32_t>::do_out(__mbstate_t&, char32_t const*, char32_t const*, char32_t const*&, char*, char*, char*&) const
std::__codecvt_utf8_base<char32_t>::do_length(__mbstate_t&, char const*, char const*, unsigned long) const
std::__codecvt_utf8_base<char16_t>::do_unshift(__mbstate_t&, char*, char*, char*&) const
std::__codecvt_utf8_base<char16_t>::do_encoding() const
std::__codecvt_utf8_base<char16_t>::do_max_length() const
std::__codecvt_utf8_base<char16_t>::do_always_noconv() const
std::__codecvt_utf8_base<char16_t>::do_in(__mbstate_t&, char const*, char const*, char const*&, char16_t*, char16_t*, char16_t*&) const
std::__codecvt_utf8_base<char16_t>::do_out(__mbstate_t&, char16_t const*, char16_t const*, char16_t const*&, char*, char*, char*&) const
std::__codecvt_utf8_base<char16_t>::do_length(__mbstate_t&, char const*, char const*, unsigned long) const
std::__codecvt_utf8_base<wchar_t>::do_unshift(__mbstate_t&, char*, char*, char*&) const
std::__codecvt_utf8_base<wchar_t>::do_encoding() const
std::__codecvt_utf8_base<wchar_t>::do_max_length() const
std::__codecvt_utf8_base<wchar_t>::do_always_noconv() const
std::__codecvt_utf8_base<wchar_t>::do_in(__mbstate_t&, char const*, char const*, char const*&, wchar_t*, wchar_t*, wchar_t*&) const
std::__codecvt_utf8_base<wchar_t>::do_out(__mbstate_t&, wchar_t const*, wchar_t const*, wchar_t const*&, char*, char*, char*&) const
std::__codecvt_utf8_base<wchar_t>::do_length(__mbstate_t&, char const*, char const*, unsigned long) const
std::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::str() const
std::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::rdbuf() const
std::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::str() const
std::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::rdbuf() const
std::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::str() const
std::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::rdbuf() const
std::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::str() const
std::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::rdbuf() const
std::__codecvt_utf16_base<char32_t>::do_unshift(__mbstate_t&, char*, char*, char*&) const
std::__codecvt_utf16_base<char32_t>::do_encoding() const
std::__codecvt_utf16_base<char32_t>::do_max_length() const
std::__codecvt_utf16_base<char32_t>::do_always_noconv() const
std::__codecvt_utf16_base<char32_t>::do_in(__mbstate_t&, char const*, char const*, char const*&, char32_t*, char32_t*, char32_t*&) const
std::__codecvt_utf16_base<char32_t>::do_out(__mbstate_t&, char32_t const*, char32_t const*, char32_t const*&, char*, char*, char*&) const
std::__codecvt_utf16_base<char32_t>::do_length(__mbstate_t&, char const*, char const*, unsigned long) const
std::__codecvt_utf16_base<char16_t>::do_unshift(__mbstate_t&, char*, char*, char*&) const
std::__codecvt_utf16_base<char16_t>::do_encoding() const
std::__codecvt_utf16_base<char16_t>::do_max_length() const
std::__codecvt_utf16_base<char16_t>::do_always_noconv() const
std::__codecvt_utf16_base<char16_t>::do_in(__mbstate_t&, char const*, char const*, char const*&, char16_t*, char16_t*, char16_t*&) const
std::__codecvt_utf16_base<char16_t>::do_out(__mbstate_t&, char16_t const*, char16_t const*, char16_t const*&, char*, char*, char*&) const
std::__codecvt_utf16_base<char16_t>::do_length(__mbstate_t&, char const*, char const*, unsigned long) const
std::__codecvt_utf16_base<wchar_t>::do_unshift(__mbstate_t&, char*, char*, char*&) const
std::__codecvt_utf16_base<wchar_t>::do_encoding() const
std::__codecvt_utf16_base<wchar_t>::do_max_length() const
std::__codecvt_utf16_base<wchar_t>::do_always_noconv() const
std::__codecvt_utf16_base<wchar_t>::do_in(__mbstate_t&, char const*, char const*, char const*&, wchar_t*, wchar_t*, wchar_t*&) const
std::__codecvt_utf16_base<wchar_t>::do_out(__mbstate_t&, wchar_t const*, wchar_t const*, wchar_t const*&, char*, char*, char*&) const
std::__codecvt_utf16_base<wchar_t>::do_length(__mbstate_t&, char const*, char const*, unsigned long) const
std::bad_array_new_length::what() const
std::__codecvt_utf8_utf16_base<char32_t>::do_unshift(__mbstate_t&, char*, char*, char*&) const
std::__codecvt_utf8_utf16_base<char32_t>::do_encoding() const
std::__codecvt_utf8_utf16_base<char32_t>::do_max_length() const
std::__codecvt_utf8_utf16_base<char32_t>::do_always_noconv() const
std::__codecvt_utf8_utf16_base<char32_t>::do_in(__mbstate_t&, char const*, char const*, char const*&, char32_t*, char32_t*, char32_t*&) const
std::__codecvt_utf8_utf16_base<char32_t>::do_out(__mbstate_t&, char32_t const*, char32_t const*, char32_t const*&, char*, char*, char*&) const
std::__codecvt_utf8_utf16_base<char32_t>::do_length(__mbstate_t&, char const*, char const*, unsigned long) const
std::__codecvt_utf8_utf16_base<char16_t>::do_unshift(__mbstate_t&, char*, char*, char*&) const
std::__codecvt_utf8_utf16_base<char16_t>::do_encoding() const
std::__codecvt_utf8_utf16_base<char16_t>::do_max_length() const
std::__codecvt_utf8_utf16_base<char16_t>::do_always_noconv() const
std::__codecvt_utf8_utf16_base<char16_t>::do_in(__mbstate_t&, char const*, char const*, char const*&, char16_t*, char16_t*, char16_t*&) const
std::__codecvt_utf8_utf16_base<char16_t>::do_out(__mbstate_t&, char16_t const*, char16_t const*, char16_t const*&, char*, char*, char*&) const
std::__codecvt_utf8_utf16_base<char16_t>::do_length(__mbstate_t&, char const*, char const*, unsigned long) const
std::__codecvt_utf8_utf16_base<wchar_t>::do_unshift(__mbstate_t&, char*, char*, char*&) const
std::__codecvt_utf8_utf16_base<wchar_t>::do_encoding() const
std::__codecvt_utf8_utf16_base<wchar_t>::do_max_length() const
std::__codecvt_utf8_utf16_base<wchar_t>::do_always_noconv() const
std::__codecvt_utf8_utf16_base<wchar_t>::do_in(__mbstate_t&, char const*, char const*, char const*&, wchar_t*, wchar_t*, wchar_t*&) const
std::__codecvt_utf8_utf16_base<wchar_t>::do_out(__mbstate_t&, wchar_t const*, wchar_t const*, wchar_t const*&, char*, char*, char*&) const
std::__codecvt_utf8_utf16_base<wchar_t>::do_length(__mbstate_t&, char const*, char const*, unsigned long) const
std::_V2::error_category::_M_message[abi:cxx11](int) const
std::_V2::error_category::_M_message(int) const
std::_V2::error_category::equivalent(std::error_code const&, int) const
std::_V2::error_category::equivalent(int, std::error_condition const&) const
std::_V2::error_category::default_error_condition(int) const
std::tr1::hash<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >::operator()(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >) const
std::tr1::hash<std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >::operator()(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >) const
std::tr1::hash<std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&>::operator()(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&) const
std::tr1::hash<std::string const&>::operator()(std::string const&) const
std::tr1::hash<std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >::operator()(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >) const
std::tr1::hash<std::string>::operator()(std::string) const
std::tr1::hash<long double>::operator()(long double) const
std::hash<std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&>::operator()(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&) const
std::hash<std::string const&>::operator()(std::string const&) const
std::hash<std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >::operator()(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >) const
std::hash<std::string>::operator()(std::string) const
std::hash<std::error_code>::operator()(std::error_code) const
std::hash<long double>::operator()(long double) const
std::ctype<char>::do_tolower(char*, char const*) const
std::ctype<char>::do_tolower(char) const
std::ctype<char>::do_toupper(char*, char const*) const
std::ctype<char>::do_toupper(char) const
std::ctype<char>::_M_widen_init() const
std::ctype<char>::_M_narrow_init() const
std::ctype<char>::do_widen(char const*, char const*, char*) const
std::ctype<char>::do_widen(char) const
std::ctype<char>::do_narrow(char const*, char const*, char, char*) const
std::ctype<char>::do_narrow(char, char) const
std::ctype<wchar_t>::do_scan_is(unsigned short, wchar_t const*, wchar_t const*) const
std::ctype<wchar_t>::do_tolower(wchar_t*, wchar_t const*) const
std::ctype<wchar_t>::do_tolower(wchar_t) const
std::ctype<wchar_t>::do_toupper(wchar_t*, wchar_t const*) const
std::ctype<wchar_t>::do_toupper(wchar_t) const
std::ctype<wchar_t>::do_scan_not(unsigned short, wchar_t const*, wchar_t const*) const
std::ctype<wchar_t>::_M_convert_to_wmask(unsigned short) const
std::ctype<wchar_t>::do_is(wchar_t const*, wchar_t const*, unsigned short*) const
std::ctype<wchar_t>::do_is(unsigned short, wchar_t) const
std::ctype<wchar_t>::do_widen(char const*, char const*, wchar_t*) const
std::ctype<wchar_t>::do_widen(char) const
std::ctype<wchar_t>::do_narrow(wchar_t const*, wchar_t const*, char, char*) const
std::ctype<wchar_t>::do_narrow(wchar_t, char) const
std::locale::id::_M_id() const
std::locale::name[abi:cxx11]() const
std::locale::name() const
std::locale::operator==(std::locale const&) const
std::__cxx11::moneypunct<char, false>::neg_format() const
std::__cxx11::moneypunct<char, false>::pos_format() const
std::__cxx11::moneypunct<char, false>::curr_symbol() const
std::__cxx11::moneypunct<char, false>::do_grouping() const
std::__cxx11::moneypunct<char, false>::frac_digits() const
std::__cxx11::moneypunct<char, false>::decimal_point() const
std::__cxx11::moneypunct<char, false>::do_neg_format() const
std::__cxx11::moneypunct<char, false>::do_pos_format() const
std::__cxx11::moneypunct<char, false>::negative_sign() const
std::__cxx11::moneypunct<char, false>::positive_sign() const
std::__cxx11::moneypunct<char, false>::thousands_sep() const
std::__cxx11::moneypunct<char, false>::do_curr_symbol() const
std::__cxx11::moneypunct<char, false>::do_frac_digits() const
std::__cxx11::moneypunct<char, false>::do_decimal_point() const
std::__cxx11::moneypunct<char, false>::do_negative_sign() const
std::__cxx11::moneypunct<char, false>::do_positive_sign() const
std::__cxx11::moneypunct<char, false>::do_thousands_sep() const
std::__cxx11::moneypunct<char, false>::grouping() const
std::__cxx11::moneypunct<char, true>::neg_format() const
std::__cxx11::moneypunct<char, true>::pos_format() const
std::__cxx11::moneypunct<char, true>::curr_symbol() const
std::__cxx11::moneypunct<char, true>::do_grouping() const
std::__cxx11::moneypunct<char, true>::frac_digits() const
std::__cxx11::moneypunct<char, true>::decimal_point() const
std::__cxx11::moneypunct<char, true>::do_neg_format() const
std::__cxx11::moneypunct<char, true>::do_pos_format() const
std::__cxx11::moneypunct<char, true>::negative_sign() const
std::__cxx11::moneypunct<char, true>::positive_sign() const
std::__cxx11::moneypunct<char, true>::thousands_sep() const
std::__cxx11::moneypunct<char, true>::do_curr_symbol() const
std::__cxx11::moneypunct<char, true>::do_frac_digits() const
std::__cxx11::moneypunct<char, true>::do_decimal_point() const
std::__cxx11::moneypunct<char, true>::do_negative_sign() const
std::__cxx11::moneypunct<char, true>::do_positive_sign() const
std::__cxx11::moneypunct<char, true>::do_thousands_sep() const
std::__cxx11::moneypunct<char, true>::grouping() const
std::__cxx11::moneypunct<wchar_t, false>::neg_format() const
std::__cxx11::moneypunct<wchar_t, false>::pos_format() const
std::__cxx11::moneypunct<wchar_t, false>::curr_symbol() const
std::__cxx11::moneypunct<wchar_t, false>::do_grouping() const
std::__cxx11::moneypunct<wchar_t, false>::frac_digits() const
std::__cxx11::moneypunct<wchar_t, false>::decimal_point() const
std::__cxx11::moneypunct<wchar_t, false>::do_neg_format() const
std::__cxx11::moneypunct<wchar_t, false>::do_pos_format() const
std::__cxx11::moneypunct<wchar_t, false>::negative_sign() const
std::__cxx11::moneypunct<wchar_t, false>::positive_sign() const
std::__cxx11::moneypunct<wchar_t, false>::thousands_sep() const
std::__cxx11::moneypunct<wchar_t, false>::do_curr_symbol() const
std::__cxx11::moneypunct<wchar_t, false>::do_frac_digits() const
std::__cxx11::moneypunct<wchar_t, false>::do_decimal_point() const
std::__cxx11::moneypunct<wchar_t, false>::do_negative_sign() const
std::__cxx11::moneypunct<wchar_t, false>::do_positive_sign() const
std::__cxx11::moneypunct<wchar_t, false>::do_thousands_sep() const
std::__cxx11::moneypunct<wchar_t, false>::grouping() const
std::__cxx11::moneypunct<wchar_t, true>::neg_format() const
std::__cxx11::moneypunct<wchar_t, true>::pos_format() const
std::__cxx11::moneypunct<wchar_t, true>::curr_symbol() const
std::__cxx11::moneypunct<wchar_t, true>::do_grouping() const
std::__cxx11::moneypunct<wchar_t, true>::frac_digits() const
std::__cxx11::moneypunct<wchar_t, true>::decimal_point() const
std::__cxx11::moneypunct<wchar_t, true>::do_neg_format() const
std::__cxx11::moneypunct<wchar_t, true>::do_pos_format() const
std::__cxx11::moneypunct<wchar_t, true>::negative_sign() const
std::__cxx11::moneypunct<wchar_t, true>::positive_sign() const
std::__cxx11::moneypunct<wchar_t, true>::thousands_sep() const
std::__cxx11::moneypunct<wchar_t, true>::do_curr_symbol() const
std::__cxx11::moneypunct<wchar_t, true>::do_frac_digits() const
std::__cxx11::moneypunct<wchar_t, true>::do_decimal_point() const
std::__cxx11::moneypunct<wchar_t, true>::do_negative_sign() const
std::__cxx11::moneypunct<wchar_t, true>::do_positive_sign() const
std::__cxx11::moneypunct<wchar_t, true>::do_thousands_sep() const
std::__cxx11::moneypunct<wchar_t, true>::grouping() const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_disjunct(char const*) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_is_local() const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::find_last_of(char const*, unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::find_last_of(char const*, unsigned long, unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::find_last_of(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::find_last_of(char, unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_local_data() const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::find_first_of(char const*, unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::find_first_of(char const*, unsigned long, unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::find_first_of(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::find_first_of(char, unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::get_allocator() const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_check_length(unsigned long, unsigned long, char const*) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_get_allocator() const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::find_last_not_of(char const*, unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::find_last_not_of(char const*, unsigned long, unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::find_last_not_of(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::find_last_not_of(char, unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::find_first_not_of(char const*, unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::find_first_not_of(char const*, unsigned long, unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::find_first_not_of(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::find_first_not_of(char, unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::at(unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::end() const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::back() const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::cend() const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::copy(char*, unsigned long, unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::data() const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::find(char const*, unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::find(char const*, unsigned long, unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::find(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::find(char, unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::rend() const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::size() const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::begin() const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::c_str() const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::crend() const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::empty() const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::front() const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::rfind(char const*, unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::rfind(char const*, unsigned long, unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::rfind(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::rfind(char, unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::cbegin() const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::length() const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::rbegin() const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::substr(unsigned long, unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_data() const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::compare(char const*) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::compare(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::compare(unsigned long, unsigned long, char const*) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::compare(unsigned long, unsigned long, char const*, unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::compare(unsigned long, unsigned long, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::compare(unsigned long, unsigned long, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long, unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::crbegin() const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_check(unsigned long, char const*) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_limit(unsigned long, unsigned long) const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::capacity() const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::max_size() const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::operator std::basic_string_view<char, std::char_traits<char> >() const
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::operator[](unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_disjunct(wchar_t const*) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_is_local() const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_last_of(wchar_t const*, unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_last_of(wchar_t const*, unsigned long, unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_last_of(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_last_of(wchar_t, unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_local_data() const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_first_of(wchar_t const*, unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_first_of(wchar_t const*, unsigned long, unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_first_of(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_first_of(wchar_t, unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::get_allocator() const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_check_length(unsigned long, unsigned long, char const*) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_get_allocator() const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_last_not_of(wchar_t const*, unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_last_not_of(wchar_t const*, unsigned long, unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_last_not_of(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_last_not_of(wchar_t, unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_first_not_of(wchar_t const*, unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_first_not_of(wchar_t const*, unsigned long, unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_first_not_of(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find_first_not_of(wchar_t, unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::at(unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::end() const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::back() const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::cend() const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::copy(wchar_t*, unsigned long, unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::data() const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find(wchar_t const*, unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find(wchar_t const*, unsigned long, unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::find(wchar_t, unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::rend() const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::size() const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::begin() const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::c_str() const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::crend() const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::empty() const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::front() const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::rfind(wchar_t const*, unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::rfind(wchar_t const*, unsigned long, unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::rfind(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::rfind(wchar_t, unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::cbegin() const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::length() const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::rbegin() const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::substr(unsigned long, unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_data() const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::compare(wchar_t const*) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::compare(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::compare(unsigned long, unsigned long, wchar_t const*) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::compare(unsigned long, unsigned long, wchar_t const*, unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::compare(unsigned long, unsigned long, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::compare(unsigned long, unsigned long, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long, unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::crbegin() const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_check(unsigned long, char const*) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_limit(unsigned long, unsigned long) const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::capacity() const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::max_size() const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator std::basic_string_view<wchar_t, std::char_traits<wchar_t> >() const
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator[](unsigned long) const
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::get_allocator() const
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::str() const
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::view() const
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::get_allocator() const
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::str() const
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::view() const
std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::str() const
std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::view() const
std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::rdbuf() const
std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::str() const
std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::view() const
std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::rdbuf() const
std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::str() const
std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::view() const
std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::rdbuf() const
std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::str() const
std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::view() const
std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::rdbuf() const
std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::str() const
std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::view() const
std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::rdbuf() const
std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::str() const
std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::view() const
std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::rdbuf() const
std::__cxx11::collate<char>::_M_compare(char const*, char const*) const
std::__cxx11::collate<char>::do_compare(char const*, char const*, char const*, char const*) const
std::__cxx11::collate<char>::_M_transform(char*, char const*, unsigned long) const
std::__cxx11::collate<char>::do_transform(char const*, char const*) const
std::__cxx11::collate<char>::hash(char const*, char const*) const
std::__cxx11::collate<char>::compare(char const*, char const*, char const*, char const*) const
std::__cxx11::collate<char>::do_hash(char const*, char const*) const
std::__cxx11::collate<char>::transform(char const*, char const*) const
std::__cxx11::collate<wchar_t>::_M_compare(wchar_t const*, wchar_t const*) const
std::__cxx11::collate<wchar_t>::do_compare(wchar_t const*, wchar_t const*, wchar_t const*, wchar_t const*) const
std::__cxx11::collate<wchar_t>::_M_transform(wchar_t*, wchar_t const*, unsigned long) const
std::__cxx11::collate<wchar_t>::do_transform(wchar_t const*, wchar_t const*) const
std::__cxx11::collate<wchar_t>::hash(wchar_t const*, wchar_t const*) const
std::__cxx11::collate<wchar_t>::compare(wchar_t const*, wchar_t const*, wchar_t const*, wchar_t const*) const
std::__cxx11::collate<wchar_t>::do_hash(wchar_t const*, wchar_t const*) const
std::__cxx11::collate<wchar_t>::transform(wchar_t const*, wchar_t const*) const
std::__cxx11::messages<char>::_M_convert_to_char(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) const
std::__cxx11::messages<char>::_M_convert_from_char(char*) const
std::__cxx11::messages<char>::get(int, int, int, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) const
std::__cxx11::messages<char>::open(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::locale const&) const
std::__cxx11::messages<char>::open(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::locale const&, char const*) const
std::__cxx11::messages<char>::close(int) const
std::__cxx11::messages<char>::do_get(int, int, int, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) const
std::__cxx11::messages<char>::do_open(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::locale const&) const
std::__cxx11::messages<char>::do_close(int) const
std::__cxx11::messages<wchar_t>::_M_convert_to_char(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&) const
std::__cxx11::messages<wchar_t>::_M_convert_from_char(char*) const
std::__cxx11::messages<wchar_t>::get(int, int, int, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&) const
std::__cxx11::messages<wchar_t>::open(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::locale const&) const
std::__cxx11::messages<wchar_t>::open(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::locale const&, char const*) const
std::__cxx11::messages<wchar_t>::close(int) const
std::__cxx11::messages<wchar_t>::do_get(int, int, int, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&) const
std::__cxx11::messages<wchar_t>::do_open(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::locale const&) const
std::__cxx11::messages<wchar_t>::do_close(int) const
std::__cxx11::numpunct<char>::do_grouping() const
std::__cxx11::numpunct<char>::do_truename() const
std::__cxx11::numpunct<char>::do_falsename() const
std::__cxx11::numpunct<char>::decimal_point() const
std::__cxx11::numpunct<char>::thousands_sep() const
std::__cxx11::numpunct<char>::do_decimal_point() const
std::__cxx11::numpunct<char>::do_thousands_sep() const
std::__cxx11::numpunct<char>::grouping() const
std::__cxx11::numpunct<char>::truename() const
std::__cxx11::numpunct<char>::falsename() const
std::__cxx11::numpunct<wchar_t>::do_grouping() const
std::__cxx11::numpunct<wchar_t>::do_truename() const
std::__cxx11::numpunct<wchar_t>::do_falsename() const
std::__cxx11::numpunct<wchar_t>::decimal_point() const
std::__cxx11::numpunct<wchar_t>::thousands_sep() const
std::__cxx11::numpunct<wchar_t>::do_decimal_point() const
std::__cxx11::numpunct<wchar_t>::do_thousands_sep() const
std::__cxx11::numpunct<wchar_t>::grouping() const
std::__cxx11::numpunct<wchar_t>::truename() const
std::__cxx11::numpunct<wchar_t>::falsename() const
std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::date_order() const
std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::do_get_date(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::do_get_time(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::do_get_year(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::get_weekday(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::do_date_order() const
std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::get_monthname(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::_M_extract_num(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, int&, int, int, unsigned long, std::ios_base&, std::_Ios_Iostate&) const
std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::do_get_weekday(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::_M_extract_name(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, int&, char const**, unsigned long, std::ios_base&, std::_Ios_Iostate&) const
std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::do_get_monthname(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::_M_extract_via_format(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*, char const*) const
std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::_M_extract_via_format(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*, char const*, std::__time_get_state&) const
std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::_M_extract_wday_or_month(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, int&, char const**, unsigned long, std::ios_base&, std::_Ios_Iostate&) const
std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*, char const*, char const*) const
std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*, char, char) const
std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::do_get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*, char, char) const
std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::get_date(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::get_time(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::get_year(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::date_order() const
std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_get_date(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_get_time(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_get_year(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::get_weekday(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_date_order() const
std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::get_monthname(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_extract_num(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, int&, int, int, unsigned long, std::ios_base&, std::_Ios_Iostate&) const
std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_get_weekday(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_extract_name(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, int&, wchar_t const**, unsigned long, std::ios_base&, std::_Ios_Iostate&) const
std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_get_monthname(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_extract_via_format(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*, wchar_t const*) const
std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_extract_via_format(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*, wchar_t const*, std::__time_get_state&) const
std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_extract_wday_or_month(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, int&, wchar_t const**, unsigned long, std::ios_base&, std::_Ios_Iostate&) const
std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*, wchar_t const*, wchar_t const*) const
std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*, char, char) const
std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*, char, char) const
std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::get_date(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::get_time(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::get_year(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::istreambuf_iterator<char, std::char_traits<char> > std::__cxx11::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::_M_extract<false>(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&) const
std::istreambuf_iterator<char, std::char_traits<char> > std::__cxx11::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::_M_extract<true>(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&) const
std::__cxx11::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, bool, std::ios_base&, std::_Ios_Iostate&, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&) const
std::__cxx11::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, bool, std::ios_base&, std::_Ios_Iostate&, long double&) const
std::__cxx11::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::do_get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, bool, std::ios_base&, std::_Ios_Iostate&, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&) const
std::__cxx11::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::do_get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, bool, std::ios_base&, std::_Ios_Iostate&, long double&) const
std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > std::__cxx11::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_extract<false>(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&) const
std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > std::__cxx11::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_extract<true>(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&) const
std::__cxx11::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, bool, std::ios_base&, std::_Ios_Iostate&, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&) const
std::__cxx11::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, bool, std::ios_base&, std::_Ios_Iostate&, long double&) const
std::__cxx11::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, bool, std::ios_base&, std::_Ios_Iostate&, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&) const
std::__cxx11::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, bool, std::ios_base&, std::_Ios_Iostate&, long double&) const
std::__cxx11::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::put(std::ostreambuf_iterator<char, std::char_traits<char> >, bool, std::ios_base&, char, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) const
std::__cxx11::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::put(std::ostreambuf_iterator<char, std::char_traits<char> >, bool, std::ios_base&, char, long double) const
std::__cxx11::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::do_put(std::ostreambuf_iterator<char, std::char_traits<char> >, bool, std::ios_base&, char, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) const
std::__cxx11::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::do_put(std::ostreambuf_iterator<char, std::char_traits<char> >, bool, std::ios_base&, char, long double) const
std::ostreambuf_iterator<char, std::char_traits<char> > std::__cxx11::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::_M_insert<false>(std::ostreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, char, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) const
std::ostreambuf_iterator<char, std::char_traits<char> > std::__cxx11::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::_M_insert<true>(std::ostreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, char, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) const
std::__cxx11::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::put(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, bool, std::ios_base&, wchar_t, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&) const
std::__cxx11::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::put(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, bool, std::ios_base&, wchar_t, long double) const
std::__cxx11::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_put(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, bool, std::ios_base&, wchar_t, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&) const
std::__cxx11::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_put(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, bool, std::ios_base&, wchar_t, long double) const
std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > std::__cxx11::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_insert<false>(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, wchar_t, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&) const
std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > std::__cxx11::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_insert<true>(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, wchar_t, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&) const
std::codecvt<char32_t, char8_t, __mbstate_t>::do_unshift(__mbstate_t&, char8_t*, char8_t*, char8_t*&) const
std::codecvt<char32_t, char8_t, __mbstate_t>::do_encoding() const
std::codecvt<char32_t, char8_t, __mbstate_t>::do_max_length() const
std::codecvt<char32_t, char8_t, __mbstate_t>::do_always_noconv() const
std::codecvt<char32_t, char8_t, __mbstate_t>::do_in(__mbstate_t&, char8_t const*, char8_t const*, char8_t const*&, char32_t*, char32_t*, char32_t*&) const
std::codecvt<char32_t, char8_t, __mbstate_t>::do_out(__mbstate_t&, char32_t const*, char32_t const*, char32_t const*&, char8_t*, char8_t*, char8_t*&) const
std::codecvt<char32_t, char8_t, __mbstate_t>::do_length(__mbstate_t&, char8_t const*, char8_t const*, unsigned long) const
std::codecvt<char32_t, char, __mbstate_t>::do_unshift(__mbstate_t&, char*, char*, char*&) const
std::codecvt<char32_t, char, __mbstate_t>::do_encoding() const
std::codecvt<char32_t, char, __mbstate_t>::do_max_length() const
std::codecvt<char32_t, char, __mbstate_t>::do_always_noconv() const
std::codecvt<char32_t, char, __mbstate_t>::do_in(__mbstate_t&, char const*, char const*, char const*&, char32_t*, char32_t*, char32_t*&) const
std::codecvt<char32_t, char, __mbstate_t>::do_out(__mbstate_t&, char32_t const*, char32_t const*, char32_t const*&, char*, char*, char*&) const
std::codecvt<char32_t, char, __mbstate_t>::do_length(__mbstate_t&, char const*, char const*, unsigned long) const
std::codecvt<char16_t, char8_t, __mbstate_t>::do_unshift(__mbstate_t&, char8_t*, char8_t*, char8_t*&) const
std::codecvt<char16_t, char8_t, __mbstate_t>::do_encoding() const
std::codecvt<char16_t, char8_t, __mbstate_t>::do_max_length() const
std::codecvt<char16_t, char8_t, __mbstate_t>::do_always_noconv() const
std::codecvt<char16_t, char8_t, __mbstate_t>::do_in(__mbstate_t&, char8_t const*, char8_t const*, char8_t const*&, char16_t*, char16_t*, char16_t*&) const
std::codecvt<char16_t, char8_t, __mbstate_t>::do_out(__mbstate_t&, char16_t const*, char16_t const*, char16_t const*&, char8_t*, char8_t*, char8_t*&) const
std::codecvt<char16_t, char8_t, __mbstate_t>::do_length(__mbstate_t&, char8_t const*, char8_t const*, unsigned long) const
std::codecvt<char16_t, char, __mbstate_t>::do_unshift(__mbstate_t&, char*, char*, char*&) const
std::codecvt<char16_t, char, __mbstate_t>::do_encoding() const
std::codecvt<char16_t, char, __mbstate_t>::do_max_length() const
std::codecvt<char16_t, char, __mbstate_t>::do_always_noconv() const
std::codecvt<char16_t, char, __mbstate_t>::do_in(__mbstate_t&, char const*, char const*, char const*&, char16_t*, char16_t*, char16_t*&) const
std::codecvt<char16_t, char, __mbstate_t>::do_out(__mbstate_t&, char16_t const*, char16_t const*, char16_t const*&, char*, char*, char*&) const
std::codecvt<char16_t, char, __mbstate_t>::do_length(__mbstate_t&, char const*, char const*, unsigned long) const
std::codecvt<char, char, __mbstate_t>::do_unshift(__mbstate_t&, char*, char*, char*&) const
std::codecvt<char, char, __mbstate_t>::do_encoding() const
std::codecvt<char, char, __mbstate_t>::do_max_length() const
std::codecvt<char, char, __mbstate_t>::do_always_noconv() const
std::codecvt<char, char, __mbstate_t>::do_in(__mbstate_t&, char const*, char const*, char const*&, char*, char*, char*&) const
std::codecvt<char, char, __mbstate_t>::do_out(__mbstate_t&, char const*, char const*, char const*&, char*, char*, char*&) const
std::codecvt<char, char, __mbstate_t>::do_length(__mbstate_t&, char const*, char const*, unsigned long) const
std::codecvt<wchar_t, char, __mbstate_t>::do_unshift(__mbstate_t&, char*, char*, char*&) const
std::codecvt<wchar_t, char, __mbstate_t>::do_encoding() const
std::codecvt<wchar_t, char, __mbstate_t>::do_max_length() const
std::codecvt<wchar_t, char, __mbstate_t>::do_always_noconv() const
std::codecvt<wchar_t, char, __mbstate_t>::do_in(__mbstate_t&, char const*, char const*, char const*&, wchar_t*, wchar_t*, wchar_t*&) const
std::codecvt<wchar_t, char, __mbstate_t>::do_out(__mbstate_t&, wchar_t const*, wchar_t const*, wchar_t const*&, char*, char*, char*&) const
std::codecvt<wchar_t, char, __mbstate_t>::do_length(__mbstate_t&, char const*, char const*, unsigned long) const
std::collate<char>::_M_compare(char const*, char const*) const
std::collate<char>::do_compare(char const*, char const*, char const*, char const*) const
std::collate<char>::_M_transform(char*, char const*, unsigned long) const
std::collate<char>::do_transform(char const*, char const*) const
std::collate<char>::hash(char const*, char const*) const
std::collate<char>::compare(char const*, char const*, char const*, char const*) const
std::collate<char>::do_hash(char const*, char const*) const
std::collate<char>::transform(char const*, char const*) const
std::collate<wchar_t>::_M_compare(wchar_t const*, wchar_t const*) const
std::collate<wchar_t>::do_compare(wchar_t const*, wchar_t const*, wchar_t const*, wchar_t const*) const
std::collate<wchar_t>::_M_transform(wchar_t*, wchar_t const*, unsigned long) const
std::collate<wchar_t>::do_transform(wchar_t const*, wchar_t const*) const
std::collate<wchar_t>::hash(wchar_t const*, wchar_t const*) const
std::collate<wchar_t>::compare(wchar_t const*, wchar_t const*, wchar_t const*, wchar_t const*) const
std::collate<wchar_t>::do_hash(wchar_t const*, wchar_t const*) const
std::collate<wchar_t>::transform(wchar_t const*, wchar_t const*) const
std::istreambuf_iterator<char, std::char_traits<char> > std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::_M_extract_int<unsigned int>(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, unsigned int&) const
std::istreambuf_iterator<char, std::char_traits<char> > std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::_M_extract_int<long>(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, long&) const
std::istreambuf_iterator<char, std::char_traits<char> > std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::_M_extract_int<unsigned long>(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, unsigned long&) const
std::istreambuf_iterator<char, std::char_traits<char> > std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::_M_extract_int<unsigned short>(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, unsigned short&) const
std::istreambuf_iterator<char, std::char_traits<char> > std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::_M_extract_int<long long>(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, long long&) const
std::istreambuf_iterator<char, std::char_traits<char> > std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::_M_extract_int<unsigned long long>(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, unsigned long long&) const
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::_M_extract_float(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, std::string&) const
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, void*&) const
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, bool&) const
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, double&) const
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, long double&) const
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, float&) const
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, unsigned int&) const
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, long&) const
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, unsigned long&) const
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, unsigned short&) const
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, long long&) const
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, unsigned long long&) const
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::do_get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, void*&) const
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::do_get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, bool&) const
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::do_get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, double&) const
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::do_get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, long double&) const
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::do_get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, float&) const
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::do_get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, unsigned int&) const
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::do_get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, long&) const
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::do_get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, unsigned long&) const
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::do_get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, unsigned short&) const
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::do_get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, long long&) const
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::do_get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, unsigned long long&) const
std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_extract_int<unsigned int>(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, unsigned int&) const
std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_extract_int<long>(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, long&) const
std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_extract_int<unsigned long>(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, unsigned long&) const
std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_extract_int<unsigned short>(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, unsigned short&) const
std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_extract_int<long long>(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, long long&) const
std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_extract_int<unsigned long long>(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, unsigned long long&) const
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_extract_float(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, std::string&) const
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, void*&) const
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, bool&) const
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, double&) const
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, long double&) const
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, float&) const
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, unsigned int&) const
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, long&) const
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, unsigned long&) const
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, unsigned short&) const
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, long long&) const
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, unsigned long long&) const
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, void*&) const
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, bool&) const
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, double&) const
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, long double&) const
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, float&) const
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, unsigned int&) const
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, long&) const
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, unsigned long&) const
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, unsigned short&) const
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, long long&) const
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, unsigned long long&) const
std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::_M_group_int(char const*, unsigned long, char, std::ios_base&, char*, char*, int&) const
std::ostreambuf_iterator<char, std::char_traits<char> > std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::_M_insert_int<long>(std::ostreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, char, long) const
std::ostreambuf_iterator<char, std::char_traits<char> > std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::_M_insert_int<unsigned long>(std::ostreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, char, unsigned long) const
std::ostreambuf_iterator<char, std::char_traits<char> > std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::_M_insert_int<long long>(std::ostreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, char, long long) const
std::ostreambuf_iterator<char, std::char_traits<char> > std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::_M_insert_int<unsigned long long>(std::ostreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, char, unsigned long long) const
std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::_M_group_float(char const*, unsigned long, char, char const*, char*, char*, int&) const
std::ostreambuf_iterator<char, std::char_traits<char> > std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::_M_insert_float<double>(std::ostreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, char, char, double) const
std::ostreambuf_iterator<char, std::char_traits<char> > std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::_M_insert_float<long double>(std::ostreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, char, char, long double) const
std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::put(std::ostreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, char, void const*) const
std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::put(std::ostreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, char, bool) const
std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::put(std::ostreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, char, double) const
std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::put(std::ostreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, char, long double) const
std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::put(std::ostreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, char, long) const
std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::put(std::ostreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, char, unsigned long) const
std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::put(std::ostreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, char, long long) const
std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::put(std::ostreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, char, unsigned long long) const
std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::_M_pad(char, long, std::ios_base&, char*, char const*, int&) const
std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::do_put(std::ostreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, char, void const*) const
std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::do_put(std::ostreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, char, bool) const
std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::do_put(std::ostreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, char, double) const
std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::do_put(std::ostreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, char, long double) const
std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::do_put(std::ostreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, char, long) const
std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::do_put(std::ostreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, char, unsigned long) const
std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::do_put(std::ostreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, char, long long) const
std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::do_put(std::ostreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, char, unsigned long long) const
std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_group_int(char const*, unsigned long, wchar_t, std::ios_base&, wchar_t*, wchar_t*, int&) const
std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_insert_int<long>(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, wchar_t, long) const
std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_insert_int<unsigned long>(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, wchar_t, unsigned long) const
std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_insert_int<long long>(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, wchar_t, long long) const
std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_insert_int<unsigned long long>(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, wchar_t, unsigned long long) const
std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_group_float(char const*, unsigned long, wchar_t, wchar_t const*, wchar_t*, wchar_t*, int&) const
std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_insert_float<double>(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, wchar_t, char, double) const
std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_insert_float<long double>(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, wchar_t, char, long double) const
std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::put(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, wchar_t, void const*) const
std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::put(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, wchar_t, bool) const
std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::put(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, wchar_t, double) const
std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::put(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, wchar_t, long double) const
std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::put(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, wchar_t, long) const
std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::put(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, wchar_t, unsigned long) const
std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::put(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, wchar_t, long long) const
std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::put(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, wchar_t, unsigned long long) const
std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_pad(wchar_t, long, std::ios_base&, wchar_t*, wchar_t const*, int&) const
std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_put(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, wchar_t, void const*) const
std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_put(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, wchar_t, bool) const
std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_put(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, wchar_t, double) const
std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_put(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, wchar_t, long double) const
std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_put(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, wchar_t, long) const
std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_put(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, wchar_t, unsigned long) const
std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_put(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, wchar_t, long long) const
std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_put(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, wchar_t, unsigned long long) const
std::__detail::_Prime_rehash_policy::_M_next_bkt(unsigned long) const
std::__detail::_Prime_rehash_policy::_M_need_rehash(unsigned long, unsigned long, unsigned long) const
std::bad_cast::what() const
std::ios_base::failure::what() const
std::ios_base::failure[abi:cxx11]::what() const
std::messages<char>::_M_convert_to_char(std::string const&) const
std::messages<char>::_M_convert_from_char(char*) const
std::messages<char>::get(int, int, int, std::string const&) const
std::messages<char>::open(std::string const&, std::locale const&) const
std::messages<char>::open(std::string const&, std::locale const&, char const*) const
std::messages<char>::close(int) const
std::messages<char>::do_get(int, int, int, std::string const&) const
std::messages<char>::do_open(std::string const&, std::locale const&) const
std::messages<char>::do_close(int) const
std::messages<wchar_t>::_M_convert_to_char(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&) const
std::messages<wchar_t>::_M_convert_from_char(char*) const
std::messages<wchar_t>::get(int, int, int, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&) const
std::messages<wchar_t>::open(std::string const&, std::locale const&) const
std::messages<wchar_t>::open(std::string const&, std::locale const&, char const*) const
std::messages<wchar_t>::close(int) const
std::messages<wchar_t>::do_get(int, int, int, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&) const
std::messages<wchar_t>::do_open(std::string const&, std::locale const&) const
std::messages<wchar_t>::do_close(int) const
std::numpunct<char>::do_grouping() const
std::numpunct<char>::do_truename() const
std::numpunct<char>::do_falsename() const
std::numpunct<char>::decimal_point() const
std::numpunct<char>::thousands_sep() const
std::numpunct<char>::do_decimal_point() const
std::numpunct<char>::do_thousands_sep() const
std::numpunct<char>::grouping() const
std::numpunct<char>::truename() const
std::numpunct<char>::falsename() const
std::numpunct<wchar_t>::do_grouping() const
std::numpunct<wchar_t>::do_truename() const
std::numpunct<wchar_t>::do_falsename() const
std::numpunct<wchar_t>::decimal_point() const
std::numpunct<wchar_t>::thousands_sep() const
std::numpunct<wchar_t>::do_decimal_point() const
std::numpunct<wchar_t>::do_thousands_sep() const
std::numpunct<wchar_t>::grouping() const
std::numpunct<wchar_t>::truename() const
std::numpunct<wchar_t>::falsename() const
std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::date_order() const
std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::do_get_date(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::do_get_time(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::do_get_year(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::get_weekday(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::do_date_order() const
std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::get_monthname(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::_M_extract_num(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, int&, int, int, unsigned long, std::ios_base&, std::_Ios_Iostate&) const
std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::do_get_weekday(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::_M_extract_name(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, int&, char const**, unsigned long, std::ios_base&, std::_Ios_Iostate&) const
std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::do_get_monthname(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::_M_extract_via_format(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*, char const*) const
std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::_M_extract_via_format(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*, char const*, std::__time_get_state&) const
std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::_M_extract_wday_or_month(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, int&, char const**, unsigned long, std::ios_base&, std::_Ios_Iostate&) const
std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*, char const*, char const*) const
std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*, char, char) const
std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::do_get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*, char, char) const
std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::get_date(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::get_time(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::get_year(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::date_order() const
std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_get_date(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_get_time(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_get_year(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::get_weekday(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_date_order() const
std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::get_monthname(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_extract_num(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, int&, int, int, unsigned long, std::ios_base&, std::_Ios_Iostate&) const
std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_get_weekday(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_extract_name(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, int&, wchar_t const**, unsigned long, std::ios_base&, std::_Ios_Iostate&) const
std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_get_monthname(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_extract_via_format(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*, wchar_t const*) const
std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_extract_via_format(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*, wchar_t const*, std::__time_get_state&) const
std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_extract_wday_or_month(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, int&, wchar_t const**, unsigned long, std::ios_base&, std::_Ios_Iostate&) const
std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*, wchar_t const*, wchar_t const*) const
std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*, char, char) const
std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*, char, char) const
std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::get_date(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::get_time(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::get_year(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, tm*) const
std::time_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::put(std::ostreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, char, tm const*, char const*, char const*) const
std::time_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::put(std::ostreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, char, tm const*, char, char) const
std::time_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::do_put(std::ostreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, char, tm const*, char, char) const
std::time_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::put(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, wchar_t, tm const*, wchar_t const*, wchar_t const*) const
std::time_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::put(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, wchar_t, tm const*, char, char) const
std::time_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_put(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, wchar_t, tm const*, char, char) const
std::valarray<unsigned long>::size() const
std::bad_alloc::what() const
std::basic_ios<char, std::char_traits<char> >::exceptions() const
std::basic_ios<char, std::char_traits<char> >::bad() const
std::basic_ios<char, std::char_traits<char> >::eof() const
std::basic_ios<char, std::char_traits<char> >::tie() const
std::basic_ios<char, std::char_traits<char> >::fail() const
std::basic_ios<char, std::char_traits<char> >::fill() const
std::basic_ios<char, std::char_traits<char> >::good() const
std::basic_ios<char, std::char_traits<char> >::rdbuf() const
std::basic_ios<char, std::char_traits<char> >::widen(char) const
std::basic_ios<char, std::char_traits<char> >::narrow(char, char) const
std::basic_ios<char, std::char_traits<char> >::rdstate() const
std::basic_ios<char, std::char_traits<char> >::operator void*() const
std::basic_ios<char, std::char_traits<char> >::operator bool() const
std::basic_ios<char, std::char_traits<char> >::operator!() const
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::exceptions() const
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::bad() const
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::eof() const
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::tie() const
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::fail() const
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::fill() const
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::good() const
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::rdbuf() const
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::widen(char) const
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::narrow(wchar_t, char) const
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::rdstate() const
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::operator void*() const
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::operator bool() const
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::operator!() const
std::exception::what() const
std::istreambuf_iterator<char, std::char_traits<char> > std::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::_M_extract<false>(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, std::string&) const
std::istreambuf_iterator<char, std::char_traits<char> > std::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::_M_extract<true>(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, std::_Ios_Iostate&, std::string&) const
std::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, bool, std::ios_base&, std::_Ios_Iostate&, std::string&) const
std::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, bool, std::ios_base&, std::_Ios_Iostate&, long double&) const
std::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::do_get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, bool, std::ios_base&, std::_Ios_Iostate&, std::string&) const
std::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::do_get(std::istreambuf_iterator<char, std::char_traits<char> >, std::istreambuf_iterator<char, std::char_traits<char> >, bool, std::ios_base&, std::_Ios_Iostate&, long double&) const
std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > std::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_extract<false>(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, std::string&) const
std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > std::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_extract<true>(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, std::_Ios_Iostate&, std::string&) const
std::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, bool, std::ios_base&, std::_Ios_Iostate&, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&) const
std::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, bool, std::ios_base&, std::_Ios_Iostate&, long double&) const
std::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, bool, std::ios_base&, std::_Ios_Iostate&, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&) const
std::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_get(std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, bool, std::ios_base&, std::_Ios_Iostate&, long double&) const
std::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::put(std::ostreambuf_iterator<char, std::char_traits<char> >, bool, std::ios_base&, char, std::string const&) const
std::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::put(std::ostreambuf_iterator<char, std::char_traits<char> >, bool, std::ios_base&, char, long double) const
std::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::do_put(std::ostreambuf_iterator<char, std::char_traits<char> >, bool, std::ios_base&, char, std::string const&) const
std::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::do_put(std::ostreambuf_iterator<char, std::char_traits<char> >, bool, std::ios_base&, char, long double) const
std::ostreambuf_iterator<char, std::char_traits<char> > std::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::_M_insert<false>(std::ostreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, char, std::string const&) const
std::ostreambuf_iterator<char, std::char_traits<char> > std::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::_M_insert<true>(std::ostreambuf_iterator<char, std::char_traits<char> >, std::ios_base&, char, std::string const&) const
std::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::put(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, bool, std::ios_base&, wchar_t, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&) const
std::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::put(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, bool, std::ios_base&, wchar_t, long double) const
std::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_put(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, bool, std::ios_base&, wchar_t, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&) const
std::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::do_put(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, bool, std::ios_base&, wchar_t, long double) const
std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > std::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_insert<false>(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, wchar_t, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&) const
std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > std::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::_M_insert<true>(std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> >, std::ios_base&, wchar_t, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&) const
std::strstream::rdbuf() const
std::strstream::pcount() const
std::type_info::__do_catch(std::type_info const*, void**, unsigned int) const
std::type_info::__do_upcast(__cxxabiv1::__class_type_info const*, void**) const
std::type_info::__is_pointer_p() const
std::type_info::__is_function_p() const
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::str() &&
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::str() &&
std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::str() &&
std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::str() &&
std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::str() &&
std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::str() &&
std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::str() &&
std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::str() &&
std::allocator<char>::allocator(std::allocator<char> const&)
std::allocator<char>::allocator()
std::allocator<char>::allocator(std::allocator<char> const&)
std::allocator<char>::allocator()
std::allocator<char>::~allocator()
std::allocator<char>::~allocator()
std::allocator<wchar_t>::allocator(std::allocator<wchar_t> const&)
std::allocator<wchar_t>::allocator()
std::allocator<wchar_t>::allocator(std::allocator<wchar_t> const&)
std::allocator<wchar_t>::allocator()
std::allocator<wchar_t>::~allocator()
std::allocator<wchar_t>::~allocator()
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_S_compare(unsigned long, unsigned long)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_Alloc_hider::_Alloc_hider(wchar_t*, std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_Alloc_hider::_Alloc_hider(wchar_t*, std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_leak_hard()
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_S_construct(unsigned long, wchar_t, std::allocator<wchar_t> const&)
wchar_t* std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_S_construct<__gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > > >(__gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, std::allocator<wchar_t> const&, std::forward_iterator_tag)
wchar_t* std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_S_construct<wchar_t const*>(wchar_t const*, wchar_t const*, std::allocator<wchar_t> const&, std::forward_iterator_tag)
wchar_t* std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_S_construct<wchar_t*>(wchar_t*, wchar_t*, std::allocator<wchar_t> const&, std::forward_iterator_tag)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_S_empty_rep()
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::__sv_wrapper::__sv_wrapper(std::basic_string_view<wchar_t, std::char_traits<wchar_t> >)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::__sv_wrapper::__sv_wrapper(std::basic_string_view<wchar_t, std::char_traits<wchar_t> >)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_S_copy_chars(wchar_t*, __gnu_cxx::__normal_iterator<wchar_t const*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t const*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_S_copy_chars(wchar_t*, __gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_S_copy_chars(wchar_t*, wchar_t const*, wchar_t const*)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_S_copy_chars(wchar_t*, wchar_t*, wchar_t*)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::shrink_to_fit()
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_replace_aux(unsigned long, unsigned long, unsigned long, wchar_t)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_replace_safe(unsigned long, unsigned long, wchar_t const*, unsigned long)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_S_to_string_view(std::basic_string_view<wchar_t, std::char_traits<wchar_t> >)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_S_construct_aux_2(unsigned long, wchar_t, std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::at(unsigned long)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::end()
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_Rep::_M_destroy(std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_Rep::_M_dispose(std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_Rep::_M_refcopy()
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_Rep::_M_refdata()
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_Rep::_S_max_size
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_Rep::_S_terminal
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_Rep::_S_empty_rep()
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_Rep::_M_set_leaked()
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_Rep::_M_set_sharable()
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_Rep::_S_empty_rep_storage
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_Rep::_M_set_length_and_sharable(unsigned long)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_Rep::_M_grab(std::allocator<wchar_t> const&, std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_Rep::_M_clone(std::allocator<wchar_t> const&, unsigned long)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_Rep::_S_create(unsigned long, unsigned long, std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::back()
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::data()
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::npos
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::rend()
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::swap(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::begin()
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::clear()
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::erase(__gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::erase(__gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::erase(unsigned long, unsigned long)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::front()
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::append(wchar_t const*)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::append(wchar_t const*, unsigned long)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::append(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::append(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long, unsigned long)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::append(std::initializer_list<wchar_t>)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::append(unsigned long, wchar_t)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::assign(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::assign(wchar_t const*)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::assign(wchar_t const*, unsigned long)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::assign(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::assign(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long, unsigned long)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::assign(std::initializer_list<wchar_t>)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::assign(unsigned long, wchar_t)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::insert(__gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, std::initializer_list<wchar_t>)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::insert(__gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, unsigned long, wchar_t)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::insert(__gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, wchar_t)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::insert(unsigned long, wchar_t const*)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::insert(unsigned long, wchar_t const*, unsigned long)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::insert(unsigned long, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::insert(unsigned long, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long, unsigned long)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::insert(unsigned long, unsigned long, wchar_t)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::rbegin()
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::resize(unsigned long)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::resize(unsigned long, wchar_t)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_copy(wchar_t*, wchar_t const*, unsigned long)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_data(wchar_t*)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_leak()
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_move(wchar_t*, wchar_t const*, unsigned long)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(__gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t const*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t const*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(__gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, wchar_t const*)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(__gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, wchar_t const*, wchar_t const*)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(__gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, wchar_t const*, unsigned long)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(__gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(__gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, wchar_t*, wchar_t*)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(__gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(__gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, std::initializer_list<wchar_t>)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(__gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, unsigned long, wchar_t)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(unsigned long, unsigned long, wchar_t const*)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(unsigned long, unsigned long, wchar_t const*, unsigned long)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(unsigned long, unsigned long, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(unsigned long, unsigned long, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long, unsigned long)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(unsigned long, unsigned long, unsigned long, wchar_t)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::reserve(unsigned long)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::reserve()
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::pop_back()
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_assign(wchar_t*, unsigned long, wchar_t)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_mutate(unsigned long, unsigned long, unsigned long)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::push_back(wchar_t)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::__sv_wrapper, std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&, std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(wchar_t const*, std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(wchar_t const*, unsigned long, std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long, std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long, unsigned long)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long, unsigned long, std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::initializer_list<wchar_t>, std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(unsigned long, wchar_t, std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string()
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string<__gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > > >(__gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string<wchar_t const*>(wchar_t const*, wchar_t const*, std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string<wchar_t*>(wchar_t*, wchar_t*, std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::__sv_wrapper, std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&, std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(wchar_t const*, std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(wchar_t const*, unsigned long, std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long, std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long, unsigned long)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long, unsigned long, std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::initializer_list<wchar_t>, std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(unsigned long, wchar_t, std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string()
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string<__gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > > >(__gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string<wchar_t const*>(wchar_t const*, wchar_t const*, std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string<wchar_t*>(wchar_t*, wchar_t*, std::allocator<wchar_t> const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_string()
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_string()
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator=(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator=(wchar_t const*)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator=(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator=(std::initializer_list<wchar_t>)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator=(wchar_t)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator[](unsigned long)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator+=(wchar_t const*)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator+=(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator+=(std::initializer_list<wchar_t>)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator+=(wchar_t)
std::iostream::swap(std::iostream&)
std::basic_iostream<char, std::char_traits<char> >::basic_iostream(std::iostream&&)
std::basic_iostream<char, std::char_traits<char> >::basic_iostream(std::basic_streambuf<char, std::char_traits<char> >*)
std::basic_iostream<char, std::char_traits<char> >::basic_iostream()
std::basic_iostream<char, std::char_traits<char> >::basic_iostream(std::iostream&&)
std::basic_iostream<char, std::char_traits<char> >::basic_iostream(std::basic_streambuf<char, std::char_traits<char> >*)
std::basic_iostream<char, std::char_traits<char> >::basic_iostream()
std::basic_iostream<char, std::char_traits<char> >::~basic_iostream()
std::basic_iostream<char, std::char_traits<char> >::~basic_iostream()
std::basic_iostream<char, std::char_traits<char> >::~basic_iostream()
std::iostream::operator=(std::iostream&&)
std::istream& std::istream::_M_extract<void*>(void*&)
std::istream& std::istream::_M_extract<bool>(bool&)
std::istream& std::istream::_M_extract<double>(double&)
std::istream& std::istream::_M_extract<long double>(long double&)
std::istream& std::istream::_M_extract<float>(float&)
std::istream& std::istream::_M_extract<unsigned int>(unsigned int&)
std::istream& std::istream::_M_extract<long>(long&)
std::istream& std::istream::_M_extract<unsigned long>(unsigned long&)
std::istream& std::istream::_M_extract<unsigned short>(unsigned short&)
std::istream& std::istream::_M_extract<long long>(long long&)
std::istream& std::istream::_M_extract<unsigned long long>(unsigned long long&)
std::istream::get(char*, long)
std::istream::get(char*, long, char)
std::istream::get(std::basic_streambuf<char, std::char_traits<char> >&)
std::istream::get(std::basic_streambuf<char, std::char_traits<char> >&, char)
std::istream::get(char&)
std::istream::get()
std::istream::peek()
std::istream::read(char*, long)
std::istream::swap(std::istream&)
std::istream::sync()
std::istream::seekg(std::fpos<__mbstate_t>)
std::istream::seekg(long, std::_Ios_Seekdir)
std::istream::tellg()
std::istream::unget()
std::istream::ignore(long)
std::istream::ignore(long, int)
std::istream::ignore()
std::istream::sentry::sentry(std::istream&, bool)
std::istream::sentry::sentry(std::istream&, bool)
std::istream::getline(char*, long)
std::istream::getline(char*, long, char)
std::istream::putback(char)
std::istream::readsome(char*, long)
std::basic_istream<char, std::char_traits<char> >::basic_istream(std::istream&&)
std::basic_istream<char, std::char_traits<char> >::basic_istream(std::basic_streambuf<char, std::char_traits<char> >*)
std::basic_istream<char, std::char_traits<char> >::basic_istream()
std::basic_istream<char, std::char_traits<char> >::basic_istream(std::istream&&)
std::basic_istream<char, std::char_traits<char> >::basic_istream(std::basic_streambuf<char, std::char_traits<char> >*)
std::basic_istream<char, std::char_traits<char> >::basic_istream()
std::basic_istream<char, std::char_traits<char> >::~basic_istream()
std::basic_istream<char, std::char_traits<char> >::~basic_istream()
std::basic_istream<char, std::char_traits<char> >::~basic_istream()
std::istream::operator=(std::istream&&)
std::istream::operator>>(std::istream& (*)(std::istream&))
std::istream::operator>>(std::ios_base& (*)(std::ios_base&))
std::istream::operator>>(std::basic_ios<char, std::char_traits<char> >& (*)(std::basic_ios<char, std::char_traits<char> >&))
std::istream::operator>>(std::basic_streambuf<char, std::char_traits<char> >*)
std::istream::operator>>(void*&)
std::istream::operator>>(bool&)
std::istream::operator>>(double&)
std::istream::operator>>(long double&)
std::istream::operator>>(float&)
std::istream::operator>>(int&)
std::istream::operator>>(unsigned int&)
std::istream::operator>>(long&)
std::istream::operator>>(unsigned long&)
std::istream::operator>>(short&)
std::istream::operator>>(unsigned short&)
std::istream::operator>>(long long&)
std::istream::operator>>(unsigned long long&)
std::ostream::put(char)
std::ostream::swap(std::ostream&)
std::ostream::flush()
std::ostream::seekp(std::fpos<__mbstate_t>)
std::ostream::seekp(long, std::_Ios_Seekdir)
std::ostream::tellp()
std::ostream::write(char const*, long)
std::ostream::sentry::sentry(std::ostream&)
std::ostream::sentry::sentry(std::ostream&)
std::ostream::sentry::~sentry()
std::ostream::sentry::~sentry()
std::ostream::_M_write(char const*, long)
std::ostream& std::ostream::_M_insert<void const*>(void const*)
std::ostream& std::ostream::_M_insert<bool>(bool)
std::ostream& std::ostream::_M_insert<double>(double)
std::ostream& std::ostream::_M_insert<long double>(long double)
std::ostream& std::ostream::_M_insert<long>(long)
std::ostream& std::ostream::_M_insert<unsigned long>(unsigned long)
std::ostream& std::ostream::_M_insert<long long>(long long)
std::ostream& std::ostream::_M_insert<unsigned long long>(unsigned long long)
std::basic_ostream<char, std::char_traits<char> >::basic_ostream(std::ostream&&)
std::basic_ostream<char, std::char_traits<char> >::basic_ostream(std::basic_streambuf<char, std::char_traits<char> >*)
std::basic_ostream<char, std::char_traits<char> >::basic_ostream(std::iostream&)
std::basic_ostream<char, std::char_traits<char> >::basic_ostream()
std::basic_ostream<char, std::char_traits<char> >::basic_ostream(std::ostream&&)
std::basic_ostream<char, std::char_traits<char> >::basic_ostream(std::basic_streambuf<char, std::char_traits<char> >*)
std::basic_ostream<char, std::char_traits<char> >::basic_ostream(std::iostream&)
std::basic_ostream<char, std::char_traits<char> >::basic_ostream()
std::basic_ostream<char, std::char_traits<char> >::~basic_ostream()
std::basic_ostream<char, std::char_traits<char> >::~basic_ostream()
std::basic_ostream<char, std::char_traits<char> >::~basic_ostream()
std::ostream::operator=(std::ostream&&)
std::ostream::operator<<(decltype(nullptr))
std::ostream::operator<<(std::ostream& (*)(std::ostream&))
std::ostream::operator<<(std::ios_base& (*)(std::ios_base&))
std::ostream::operator<<(std::basic_ios<char, std::char_traits<char> >& (*)(std::basic_ios<char, std::char_traits<char> >&))
std::ostream::operator<<(void const*)
std::ostream::operator<<(std::basic_streambuf<char, std::char_traits<char> >*)
std::ostream::operator<<(bool)
std::ostream::operator<<(double)
std::ostream::operator<<(long double)
std::ostream::operator<<(float)
std::ostream::operator<<(int)
std::ostream::operator<<(unsigned int)
std::ostream::operator<<(long)
std::ostream::operator<<(unsigned long)
std::ostream::operator<<(short)
std::ostream::operator<<(unsigned short)
std::ostream::operator<<(long long)
std::ostream::operator<<(unsigned long long)
std::string::_S_compare(unsigned long, unsigned long)
std::string::_Alloc_hider::_Alloc_hider(char*, std::allocator<char> const&)
std::string::_Alloc_hider::_Alloc_hider(char*, std::allocator<char> const&)
std::string::_M_leak_hard()
std::string::_S_construct(unsigned long, char, std::allocator<char> const&)
char* std::string::_S_construct<__gnu_cxx::__normal_iterator<char*, std::string> >(__gnu_cxx::__normal_iterator<char*, std::string>, __gnu_cxx::__normal_iterator<char*, std::string>, std::allocator<char> const&, std::forward_iterator_tag)
char* std::string::_S_construct<char const*>(char const*, char const*, std::allocator<char> const&, std::forward_iterator_tag)
char* std::string::_S_construct<char*>(char*, char*, std::allocator<char> const&, std::forward_iterator_tag)
std::string::_S_empty_rep()
std::string::__sv_wrapper::__sv_wrapper(std::basic_string_view<char, std::char_traits<char> >)
std::string::__sv_wrapper::__sv_wrapper(std::basic_string_view<char, std::char_traits<char> >)
std::string::_S_copy_chars(char*, __gnu_cxx::__normal_iterator<char const*, std::string>, __gnu_cxx::__normal_iterator<char const*, std::string>)
std::string::_S_copy_chars(char*, __gnu_cxx::__normal_iterator<char*, std::string>, __gnu_cxx::__normal_iterator<char*, std::string>)
std::string::_S_copy_chars(char*, char const*, char const*)
std::string::_S_copy_chars(char*, char*, char*)
std::string::shrink_to_fit()
std::string::_M_replace_aux(unsigned long, unsigned long, unsigned long, char)
std::string::_M_replace_safe(unsigned long, unsigned long, char const*, unsigned long)
std::string::_S_to_string_view(std::basic_string_view<char, std::char_traits<char> >)
std::string::_S_construct_aux_2(unsigned long, char, std::allocator<char> const&)
std::string::at(unsigned long)
std::string::end()
std::string::_Rep::_M_destroy(std::allocator<char> const&)
std::string::_Rep::_M_dispose(std::allocator<char> const&)
std::string::_Rep::_M_refcopy()
std::string::_Rep::_M_refdata()
std::string::_Rep::_S_max_size
std::string::_Rep::_S_terminal
std::string::_Rep::_S_empty_rep()
std::string::_Rep::_M_set_leaked()
std::string::_Rep::_M_set_sharable()
std::string::_Rep::_S_empty_rep_storage
std::string::_Rep::_M_set_length_and_sharable(unsigned long)
std::string::_Rep::_M_grab(std::allocator<char> const&, std::allocator<char> const&)
std::string::_Rep::_M_clone(std::allocator<char> const&, unsigned long)
std::string::_Rep::_S_create(unsigned long, unsigned long, std::allocator<char> const&)
std::string::back()
std::string::data()
std::string::npos
std::string::rend()
std::string::swap(std::string&)
std::string::begin()
std::string::clear()
std::string::erase(__gnu_cxx::__normal_iterator<char*, std::string>)
std::string::erase(__gnu_cxx::__normal_iterator<char*, std::string>, __gnu_cxx::__normal_iterator<char*, std::string>)
std::string::erase(unsigned long, unsigned long)
std::string::front()
std::string::append(char const*)
std::string::append(char const*, unsigned long)
std::string::append(std::string const&)
std::string::append(std::string const&, unsigned long, unsigned long)
std::string::append(std::initializer_list<char>)
std::string::append(unsigned long, char)
std::string::assign(std::string&&)
std::string::assign(char const*)
std::string::assign(char const*, unsigned long)
std::string::assign(std::string const&)
std::string::assign(std::string const&, unsigned long, unsigned long)
std::string::assign(std::initializer_list<char>)
std::string::assign(unsigned long, char)
std::string::insert(__gnu_cxx::__normal_iterator<char*, std::string>, std::initializer_list<char>)
std::string::insert(__gnu_cxx::__normal_iterator<char*, std::string>, char)
std::string::insert(__gnu_cxx::__normal_iterator<char*, std::string>, unsigned long, char)
std::string::insert(unsigned long, char const*)
std::string::insert(unsigned long, char const*, unsigned long)
std::string::insert(unsigned long, std::string const&)
std::string::insert(unsigned long, std::string const&, unsigned long, unsigned long)
std::string::insert(unsigned long, unsigned long, char)
std::string::rbegin()
std::string::resize(unsigned long)
std::string::resize(unsigned long, char)
std::string::_M_copy(char*, char const*, unsigned long)
std::string::_M_data(char*)
std::string::_M_leak()
std::string::_M_move(char*, char const*, unsigned long)
std::string::replace(__gnu_cxx::__normal_iterator<char*, std::string>, __gnu_cxx::__normal_iterator<char*, std::string>, __gnu_cxx::__normal_iterator<char const*, std::string>, __gnu_cxx::__normal_iterator<char const*, std::string>)
std::string::replace(__gnu_cxx::__normal_iterator<char*, std::string>, __gnu_cxx::__normal_iterator<char*, std::string>, char const*)
std::string::replace(__gnu_cxx::__normal_iterator<char*, std::string>, __gnu_cxx::__normal_iterator<char*, std::string>, char const*, char const*)
std::string::replace(__gnu_cxx::__normal_iterator<char*, std::string>, __gnu_cxx::__normal_iterator<char*, std::string>, char const*, unsigned long)
std::string::replace(__gnu_cxx::__normal_iterator<char*, std::string>, __gnu_cxx::__normal_iterator<char*, std::string>, std::string const&)
std::string::replace(__gnu_cxx::__normal_iterator<char*, std::string>, __gnu_cxx::__normal_iterator<char*, std::string>, char*, char*)
std::string::replace(__gnu_cxx::__normal_iterator<char*, std::string>, __gnu_cxx::__normal_iterator<char*, std::string>, __gnu_cxx::__normal_iterator<char*, std::string>, __gnu_cxx::__normal_iterator<char*, std::string>)
std::string::replace(__gnu_cxx::__normal_iterator<char*, std::string>, __gnu_cxx::__normal_iterator<char*, std::string>, std::initializer_list<char>)
std::string::replace(__gnu_cxx::__normal_iterator<char*, std::string>, __gnu_cxx::__normal_iterator<char*, std::string>, unsigned long, char)
std::string::replace(unsigned long, unsigned long, char const*)
std::string::replace(unsigned long, unsigned long, char const*, unsigned long)
std::string::replace(unsigned long, unsigned long, std::string const&)
std::string::replace(unsigned long, unsigned long, std::string const&, unsigned long, unsigned long)
std::string::replace(unsigned long, unsigned long, unsigned long, char)
std::string::reserve(unsigned long)
std::string::reserve()
std::string::pop_back()
std::string::_M_assign(char*, unsigned long, char)
std::string::_M_mutate(unsigned long, unsigned long, unsigned long)
std::string::push_back(char)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::string::__sv_wrapper, std::allocator<char> const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::string&&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::string&&, std::allocator<char> const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(char const*, std::allocator<char> const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(char const*, unsigned long, std::allocator<char> const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::allocator<char> const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::string const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::string const&, std::allocator<char> const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::string const&, unsigned long, std::allocator<char> const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::string const&, unsigned long, unsigned long)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::string const&, unsigned long, unsigned long, std::allocator<char> const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::initializer_list<char>, std::allocator<char> const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(unsigned long, char, std::allocator<char> const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string()
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string<__gnu_cxx::__normal_iterator<char*, std::string> >(__gnu_cxx::__normal_iterator<char*, std::string>, __gnu_cxx::__normal_iterator<char*, std::string>, std::allocator<char> const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string<char const*>(char const*, char const*, std::allocator<char> const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string<char*>(char*, char*, std::allocator<char> const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::string::__sv_wrapper, std::allocator<char> const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::string&&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::string&&, std::allocator<char> const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(char const*, std::allocator<char> const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(char const*, unsigned long, std::allocator<char> const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::allocator<char> const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::string const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::string const&, std::allocator<char> const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::string const&, unsigned long, std::allocator<char> const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::string const&, unsigned long, unsigned long)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::string const&, unsigned long, unsigned long, std::allocator<char> const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::initializer_list<char>, std::allocator<char> const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(unsigned long, char, std::allocator<char> const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string()
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string<__gnu_cxx::__normal_iterator<char*, std::string> >(__gnu_cxx::__normal_iterator<char*, std::string>, __gnu_cxx::__normal_iterator<char*, std::string>, std::allocator<char> const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string<char const*>(char const*, char const*, std::allocator<char> const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string<char*>(char*, char*, std::allocator<char> const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::~basic_string()
std::basic_string<char, std::char_traits<char>, std::allocator<char> >::~basic_string()
std::string::operator=(std::string&&)
std::string::operator=(char const*)
std::string::operator=(std::string const&)
std::string::operator=(std::initializer_list<char>)
std::string::operator=(char)
std::string::operator[](unsigned long)
std::string::operator+=(char const*)
std::string::operator+=(std::string const&)
std::string::operator+=(std::initializer_list<char>)
std::string::operator+=(char)
std::_Sp_locker::_Sp_locker(void const*)
std::_Sp_locker::_Sp_locker(void const*, void const*)
std::_Sp_locker::_Sp_locker(void const*)
std::_Sp_locker::_Sp_locker(void const*, void const*)
std::_Sp_locker::~_Sp_locker()
std::_Sp_locker::~_Sp_locker()
std::__num_base::_S_atoms_in
std::__num_base::_S_atoms_out
std::__num_base::_S_format_float(std::ios_base const&, char*, char)
std::bad_typeid::~bad_typeid()
std::bad_typeid::~bad_typeid()
std::bad_typeid::~bad_typeid()
std::ctype_base::alnum
std::ctype_base::alpha
std::ctype_base::blank
std::ctype_base::cntrl
std::ctype_base::digit
std::ctype_base::graph
std::ctype_base::lower
std::ctype_base::print
std::ctype_base::punct
std::ctype_base::space
std::ctype_base::upper
std::ctype_base::xdigit
std::filesystem::equivalent(std::filesystem::path const&, std::filesystem::path const&)
std::filesystem::equivalent(std::filesystem::path const&, std::filesystem::path const&, std::error_code&)
std::filesystem::equivalent(std::filesystem::__cxx11::path const&, std::filesystem::__cxx11::path const&)
std::filesystem::equivalent(std::filesystem::__cxx11::path const&, std::filesystem::__cxx11::path const&, std::error_code&)
std::filesystem::hash_value(std::filesystem::path const&)
std::filesystem::remove_all(std::filesystem::path const&)
std::filesystem::remove_all(std::filesystem::path const&, std::error_code&)
std::filesystem::remove_all(std::filesystem::__cxx11::path const&)
std::filesystem::remove_all(std::filesystem::__cxx11::path const&, std::error_code&)
std::filesystem::permissions(std::filesystem::path const&, std::filesystem::perms, std::filesystem::perm_options)
std::filesystem::permissions(std::filesystem::path const&, std::filesystem::perms, std::filesystem::perm_options, std::error_code&)
std::filesystem::permissions(std::filesystem::__cxx11::path const&, std::filesystem::perms, std::filesystem::perm_options)
std::filesystem::permissions(std::filesystem::__cxx11::path const&, std::filesystem::perms, std::filesystem::perm_options, std::error_code&)
std::filesystem::resize_file(std::filesystem::path const&, unsigned long)
std::filesystem::resize_file(std::filesystem::path const&, unsigned long, std::error_code&)
std::filesystem::resize_file(std::filesystem::__cxx11::path const&, unsigned long)
std::filesystem::resize_file(std::filesystem::__cxx11::path const&, unsigned long, std::error_code&)
std::filesystem::copy_symlink(std::filesystem::path const&, std::filesystem::path const&)
std::filesystem::copy_symlink(std::filesystem::path const&, std::filesystem::path const&, std::error_code&)
std::filesystem::copy_symlink(std::filesystem::__cxx11::path const&, std::filesystem::__cxx11::path const&)
std::filesystem::copy_symlink(std::filesystem::__cxx11::path const&, std::filesystem::__cxx11::path const&, std::error_code&)
std::filesystem::current_path[abi:cxx11](std::error_code&)
std::filesystem::current_path[abi:cxx11]()
std::filesystem::current_path(std::filesystem::path const&)
std::filesystem::current_path(std::filesystem::path const&, std::error_code&)
std::filesystem::current_path(std::filesystem::__cxx11::path const&)
std::filesystem::current_path(std::filesystem::__cxx11::path const&, std::error_code&)
std::filesystem::current_path(std::error_code&)
std::filesystem::current_path()
std::filesystem::read_symlink(std::filesystem::path const&)
std::filesystem::read_symlink(std::filesystem::path const&, std::error_code&)
std::filesystem::read_symlink(std::filesystem::__cxx11::path const&)
std::filesystem::read_symlink(std::filesystem::__cxx11::path const&, std::error_code&)
std::filesystem::create_symlink(std::filesystem::path const&, std::filesystem::path const&)
std::filesystem::create_symlink(std::filesystem::path const&, std::filesystem::path const&, std::error_code&)
std::filesystem::create_symlink(std::filesystem::__cxx11::path const&, std::filesystem::__cxx11::path const&)
std::filesystem::create_symlink(std::filesystem::__cxx11::path const&, std::filesystem::__cxx11::path const&, std::error_code&)
std::filesystem::symlink_status(std::filesystem::path const&)
std::filesystem::symlink_status(std::filesystem::path const&, std::error_code&)
std::filesystem::symlink_status(std::filesystem::__cxx11::path const&)
std::filesystem::symlink_status(std::filesystem::__cxx11::path const&, std::error_code&)
std::filesystem::hard_link_count(std::filesystem::path const&)
std::filesystem::hard_link_count(std::filesystem::path const&, std::error_code&)
std::filesystem::hard_link_count(std::filesystem::__cxx11::path const&)
std::filesystem::hard_link_count(std::filesystem::__cxx11::path const&, std::error_code&)
std::filesystem::last_write_time(std::filesystem::path const&)
std::filesystem::last_write_time(std::filesystem::path const&, std::chrono::time_point<std::filesystem::__file_clock, std::chrono::duration<long, std::ratio<1l, 1000000000l> > >)
std::filesystem::last_write_time(std::filesystem::path const&, std::chrono::time_point<std::filesystem::__file_clock, std::chrono::duration<long, std::ratio<1l, 1000000000l> > >, std::error_code&)
std::filesystem::last_write_time(std::filesystem::path const&, std::error_code&)
std::filesystem::last_write_time(std::filesystem::__cxx11::path const&)
std::filesystem::last_write_time(std::filesystem::__cxx11::path const&, std::chrono::time_point<std::filesystem::__file_clock, std::chrono::duration<long, std::ratio<1l, 1000000000l> > >)
std::filesystem::last_write_time(std::filesystem::__cxx11::path const&, std::chrono::time_point<std::filesystem::__file_clock, std::chrono::duration<long, std::ratio<1l, 1000000000l> > >, std::error_code&)
std::filesystem::last_write_time(std::filesystem::__cxx11::path const&, std::error_code&)
std::filesystem::create_directory(std::filesystem::path const&)
std::filesystem::create_directory(std::filesystem::path const&, std::error_code&)
std::filesystem::create_directory(std::filesystem::path const&, std::filesystem::path const&)
std::filesystem::create_directory(std::filesystem::path const&, std::filesystem::path const&, std::error_code&)
std::filesystem::create_directory(std::filesystem::__cxx11::path const&)
std::filesystem::create_directory(std::filesystem::__cxx11::path const&, std::error_code&)
std::filesystem::create_directory(std::filesystem::__cxx11::path const&, std::filesystem::__cxx11::path const&)
std::filesystem::create_directory(std::filesystem::__cxx11::path const&, std::filesystem::__cxx11::path const&, std::error_code&)
std::filesystem::create_hard_link(std::filesystem::path const&, std::filesystem::path const&)
std::filesystem::create_hard_link(std::filesystem::path const&, std::filesystem::path const&, std::error_code&)
std::filesystem::create_hard_link(std::filesystem::__cxx11::path const&, std::filesystem::__cxx11::path const&)
std::filesystem::create_hard_link(std::filesystem::__cxx11::path const&, std::filesystem::__cxx11::path const&, std::error_code&)
std::filesystem::filesystem_error::filesystem_error(std::string const&, std::filesystem::path const&, std::filesystem::path const&, std::error_code)
std::filesystem::filesystem_error::filesystem_error(std::string const&, std::filesystem::path const&, std::error_code)
std::filesystem::filesystem_error::filesystem_error(std::string const&, std::error_code)
std::filesystem::filesystem_error::filesystem_error(std::string const&, std::filesystem::path const&, std::filesystem::path const&, std::error_code)
std::filesystem::filesystem_error::filesystem_error(std::string const&, std::filesystem::path const&, std::error_code)
std::filesystem::filesystem_error::filesystem_error(std::string const&, std::error_code)
std::filesystem::filesystem_error::~filesystem_error()
std::filesystem::filesystem_error::~filesystem_error()
std::filesystem::filesystem_error::~filesystem_error()
std::filesystem::weakly_canonical(std::filesystem::path const&)
std::filesystem::weakly_canonical(std::filesystem::path const&, std::error_code&)
std::filesystem::weakly_canonical(std::filesystem::__cxx11::path const&)
std::filesystem::weakly_canonical(std::filesystem::__cxx11::path const&, std::error_code&)
std::filesystem::create_directories(std::filesystem::path const&)
std::filesystem::create_directories(std::filesystem::path const&, std::error_code&)
std::filesystem::create_directories(std::filesystem::__cxx11::path const&)
std::filesystem::create_directories(std::filesystem::__cxx11::path const&, std::error_code&)
std::filesystem::directory_iterator::increment(std::error_code&)
std::filesystem::directory_iterator::directory_iterator(std::filesystem::path const&, std::filesystem::directory_options, std::error_code*)
std::filesystem::directory_iterator::directory_iterator(std::filesystem::path const&, std::filesystem::directory_options, std::error_code*)
std::filesystem::directory_iterator::operator++()
std::filesystem::temp_directory_path[abi:cxx11](std::error_code&)
std::filesystem::temp_directory_path[abi:cxx11]()
std::filesystem::temp_directory_path(std::error_code&)
std::filesystem::temp_directory_path()
std::filesystem::create_directory_symlink(std::filesystem::path const&, std::filesystem::path const&)
std::filesystem::create_directory_symlink(std::filesystem::path const&, std::filesystem::path const&, std::error_code&)
std::filesystem::create_directory_symlink(std::filesystem::__cxx11::path const&, std::filesystem::__cxx11::path const&)
std::filesystem::create_directory_symlink(std::filesystem::__cxx11::path const&, std::filesystem::__cxx11::path const&, std::error_code&)
std::filesystem::recursive_directory_iterator::disable_recursion_pending()
std::filesystem::recursive_directory_iterator::pop(std::error_code&)
std::filesystem::recursive_directory_iterator::pop()
std::filesystem::recursive_directory_iterator::increment(std::error_code&)
std::filesystem::recursive_directory_iterator::recursive_directory_iterator(std::filesystem::path const&, std::filesystem::directory_options, std::error_code*)
std::filesystem::recursive_directory_iterator::recursive_directory_iterator(std::filesystem::path const&, std::filesystem::directory_options, std::error_code*)
std::filesystem::recursive_directory_iterator::~recursive_directory_iterator()
std::filesystem::recursive_directory_iterator::~recursive_directory_iterator()
std::filesystem::recursive_directory_iterator::operator=(std::filesystem::recursive_directory_iterator&&)
std::filesystem::recursive_directory_iterator::operator=(std::filesystem::recursive_directory_iterator const&)
std::filesystem::recursive_directory_iterator::operator++()
std::filesystem::copy(std::filesystem::path const&, std::filesystem::path const&, std::filesystem::copy_options)
std::filesystem::copy(std::filesystem::path const&, std::filesystem::path const&, std::filesystem::copy_options, std::error_code&)
std::filesystem::copy(std::filesystem::__cxx11::path const&, std::filesystem::__cxx11::path const&, std::filesystem::copy_options)
std::filesystem::copy(std::filesystem::__cxx11::path const&, std::filesystem::__cxx11::path const&, std::filesystem::copy_options, std::error_code&)
std::filesystem::path::_M_split_cmpts()
std::filesystem::path::_S_convert_loc(char const*, char const*, std::locale const&)
std::filesystem::path::remove_filename()
std::filesystem::path::replace_filename(std::filesystem::path const&)
std::filesystem::path::replace_extension(std::filesystem::path const&)
std::filesystem::path::_List::_List(std::filesystem::path::_List const&)
std::filesystem::path::_List::_List()
std::filesystem::path::_M_append(std::basic_string_view<char, std::char_traits<char> >)
std::filesystem::path::_M_concat(std::basic_string_view<char, std::char_traits<char> >)
std::filesystem::path::operator=(std::filesystem::path const&)
std::filesystem::path::operator/=(std::filesystem::path const&)
std::filesystem::path::operator+=(std::filesystem::path const&)
std::filesystem::space(std::filesystem::path const&)
std::filesystem::space(std::filesystem::path const&, std::error_code&)
std::filesystem::space(std::filesystem::__cxx11::path const&)
std::filesystem::space(std::filesystem::__cxx11::path const&, std::error_code&)
std::filesystem::remove(std::filesystem::path const&)
std::filesystem::remove(std::filesystem::path const&, std::error_code&)
std::filesystem::remove(std::filesystem::__cxx11::path const&)
std::filesystem::remove(std::filesystem::__cxx11::path const&, std::error_code&)
std::filesystem::rename(std::filesystem::path const&, std::filesystem::path const&)
std::filesystem::rename(std::filesystem::path const&, std::filesystem::path const&, std::error_code&)
std::filesystem::rename(std::filesystem::__cxx11::path const&, std::filesystem::__cxx11::path const&)
std::filesystem::rename(std::filesystem::__cxx11::path const&, std::filesystem::__cxx11::path const&, std::error_code&)
std::filesystem::status(std::filesystem::path const&)
std::filesystem::status(std::filesystem::path const&, std::error_code&)
std::filesystem::status(std::filesystem::__cxx11::path const&)
std::filesystem::status(std::filesystem::__cxx11::path const&, std::error_code&)
std::filesystem::__cxx11::hash_value(std::filesystem::__cxx11::path const&)
std::filesystem::__cxx11::filesystem_error::filesystem_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::filesystem::__cxx11::path const&, std::filesystem::__cxx11::path const&, std::error_code)
std::filesystem::__cxx11::filesystem_error::filesystem_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::filesystem::__cxx11::path const&, std::error_code)
std::filesystem::__cxx11::filesystem_error::filesystem_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::error_code)
std::filesystem::__cxx11::filesystem_error::filesystem_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::filesystem::__cxx11::path const&, std::filesystem::__cxx11::path const&, std::error_code)
std::filesystem::__cxx11::filesystem_error::filesystem_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::filesystem::__cxx11::path const&, std::error_code)
std::filesystem::__cxx11::filesystem_error::filesystem_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::error_code)
std::filesystem::__cxx11::filesystem_error::~filesystem_error()
std::filesystem::__cxx11::filesystem_error::~filesystem_error()
std::filesystem::__cxx11::filesystem_error::~filesystem_error()
std::filesystem::__cxx11::directory_iterator::increment(std::error_code&)
std::filesystem::__cxx11::directory_iterator::directory_iterator(std::filesystem::__cxx11::path const&, std::filesystem::directory_options, std::error_code*)
std::filesystem::__cxx11::directory_iterator::directory_iterator(std::filesystem::__cxx11::path const&, std::filesystem::directory_options, std::error_code*)
std::filesystem::__cxx11::directory_iterator::operator++()
std::filesystem::__cxx11::recursive_directory_iterator::disable_recursion_pending()
std::filesystem::__cxx11::recursive_directory_iterator::pop(std::error_code&)
std::filesystem::__cxx11::recursive_directory_iterator::pop()
std::filesystem::__cxx11::recursive_directory_iterator::increment(std::error_code&)
std::filesystem::__cxx11::recursive_directory_iterator::recursive_directory_iterator(std::filesystem::__cxx11::path const&, std::filesystem::directory_options, std::error_code*)
std::filesystem::__cxx11::recursive_directory_iterator::recursive_directory_iterator(std::filesystem::__cxx11::path const&, std::filesystem::directory_options, std::error_code*)
std::filesystem::__cxx11::recursive_directory_iterator::~recursive_directory_iterator()
std::filesystem::__cxx11::recursive_directory_iterator::~recursive_directory_iterator()
std::filesystem::__cxx11::recursive_directory_iterator::operator=(std::filesystem::__cxx11::recursive_directory_iterator&&)
std::filesystem::__cxx11::recursive_directory_iterator::operator=(std::filesystem::__cxx11::recursive_directory_iterator const&)
std::filesystem::__cxx11::recursive_directory_iterator::operator++()
std::filesystem::__cxx11::path::_M_split_cmpts()
std::filesystem::__cxx11::path::_S_convert_loc(char const*, char const*, std::locale const&)
std::filesystem::__cxx11::path::remove_filename()
std::filesystem::__cxx11::path::replace_filename(std::filesystem::__cxx11::path const&)
std::filesystem::__cxx11::path::replace_extension(std::filesystem::__cxx11::path const&)
std::filesystem::__cxx11::path::_List::_List(std::filesystem::__cxx11::path::_List const&)
std::filesystem::__cxx11::path::_List::_List()
std::filesystem::__cxx11::path::_M_append(std::basic_string_view<char, std::char_traits<char> >)
std::filesystem::__cxx11::path::_M_concat(std::basic_string_view<char, std::char_traits<char> >)
std::filesystem::__cxx11::path::operator=(std::filesystem::__cxx11::path const&)
std::filesystem::__cxx11::path::operator/=(std::filesystem::__cxx11::path const&)
std::filesystem::__cxx11::path::operator+=(std::filesystem::__cxx11::path const&)
std::filesystem::absolute(std::filesystem::path const&)
std::filesystem::absolute(std::filesystem::path const&, std::error_code&)
std::filesystem::absolute(std::filesystem::__cxx11::path const&)
std::filesystem::absolute(std::filesystem::__cxx11::path const&, std::error_code&)
std::filesystem::is_empty(std::filesystem::path const&)
std::filesystem::is_empty(std::filesystem::path const&, std::error_code&)
std::filesystem::is_empty(std::filesystem::__cxx11::path const&)
std::filesystem::is_empty(std::filesystem::__cxx11::path const&, std::error_code&)
std::filesystem::relative(std::filesystem::path const&, std::filesystem::path const&)
std::filesystem::relative(std::filesystem::path const&, std::filesystem::path const&, std::error_code&)
std::filesystem::relative(std::filesystem::__cxx11::path const&, std::filesystem::__cxx11::path const&)
std::filesystem::relative(std::filesystem::__cxx11::path const&, std::filesystem::__cxx11::path const&, std::error_code&)
std::filesystem::canonical(std::filesystem::path const&)
std::filesystem::canonical(std::filesystem::path const&, std::error_code&)
std::filesystem::canonical(std::filesystem::__cxx11::path const&)
std::filesystem::canonical(std::filesystem::__cxx11::path const&, std::error_code&)
std::filesystem::copy_file(std::filesystem::path const&, std::filesystem::path const&, std::filesystem::copy_options)
std::filesystem::copy_file(std::filesystem::path const&, std::filesystem::path const&, std::filesystem::copy_options, std::error_code&)
std::filesystem::copy_file(std::filesystem::__cxx11::path const&, std::filesystem::__cxx11::path const&, std::filesystem::copy_options)
std::filesystem::copy_file(std::filesystem::__cxx11::path const&, std::filesystem::__cxx11::path const&, std::filesystem::copy_options, std::error_code&)
std::filesystem::file_size(std::filesystem::path const&)
std::filesystem::file_size(std::filesystem::path const&, std::error_code&)
std::filesystem::file_size(std::filesystem::__cxx11::path const&)
std::filesystem::file_size(std::filesystem::__cxx11::path const&, std::error_code&)
std::filesystem::proximate(std::filesystem::path const&, std::filesystem::path const&)
std::filesystem::proximate(std::filesystem::path const&, std::filesystem::path const&, std::error_code&)
std::filesystem::proximate(std::filesystem::__cxx11::path const&, std::filesystem::__cxx11::path const&)
std::filesystem::proximate(std::filesystem::__cxx11::path const&, std::filesystem::__cxx11::path const&, std::error_code&)
std::istrstream::str()
std::istrstream::istrstream(char const*)
std::istrstream::istrstream(char const*, long)
std::istrstream::istrstream(char*)
std::istrstream::istrstream(char*, long)
std::istrstream::istrstream(char const*)
std::istrstream::istrstream(char const*, long)
std::istrstream::istrstream(char*)
std::istrstream::istrstream(char*, long)
std::istrstream::~istrstream()
std::istrstream::~istrstream()
std::istrstream::~istrstream()
std::money_base::_S_default_pattern
std::money_base::_S_construct_pattern(char, char, char)
std::money_base::_S_atoms
std::moneypunct<char, false>::_M_initialize_moneypunct(__locale_struct*, char const*)
std::moneypunct<char, false>::id
std::moneypunct<char, false>::intl
std::moneypunct<char, false>::moneypunct(__locale_struct*, char const*, unsigned long)
std::moneypunct<char, false>::moneypunct(std::__moneypunct_cache<char, false>*, unsigned long)
std::moneypunct<char, false>::moneypunct(unsigned long)
std::moneypunct<char, false>::moneypunct(__locale_struct*, char const*, unsigned long)
std::moneypunct<char, false>::moneypunct(std::__moneypunct_cache<char, false>*, unsigned long)
std::moneypunct<char, false>::moneypunct(unsigned long)
std::moneypunct<char, false>::~moneypunct()
std::moneypunct<char, false>::~moneypunct()
std::moneypunct<char, false>::~moneypunct()
std::moneypunct<char, true>::_M_initialize_moneypunct(__locale_struct*, char const*)
std::moneypunct<char, true>::id
std::moneypunct<char, true>::intl
std::moneypunct<char, true>::moneypunct(__locale_struct*, char const*, unsigned long)
std::moneypunct<char, true>::moneypunct(std::__moneypunct_cache<char, true>*, unsigned long)
std::moneypunct<char, true>::moneypunct(unsigned long)
std::moneypunct<char, true>::moneypunct(__locale_struct*, char const*, unsigned long)
std::moneypunct<char, true>::moneypunct(std::__moneypunct_cache<char, true>*, unsigned long)
std::moneypunct<char, true>::moneypunct(unsigned long)
std::moneypunct<char, true>::~moneypunct()
std::moneypunct<char, true>::~moneypunct()
std::moneypunct<char, true>::~moneypunct()
std::moneypunct<wchar_t, false>::_M_initialize_moneypunct(__locale_struct*, char const*)
std::moneypunct<wchar_t, false>::id
std::moneypunct<wchar_t, false>::intl
std::moneypunct<wchar_t, false>::moneypunct(__locale_struct*, char const*, unsigned long)
std::moneypunct<wchar_t, false>::moneypunct(std::__moneypunct_cache<wchar_t, false>*, unsigned long)
std::moneypunct<wchar_t, false>::moneypunct(unsigned long)
std::moneypunct<wchar_t, false>::moneypunct(__locale_struct*, char const*, unsigned long)
std::moneypunct<wchar_t, false>::moneypunct(std::__moneypunct_cache<wchar_t, false>*, unsigned long)
std::moneypunct<wchar_t, false>::moneypunct(unsigned long)
std::moneypunct<wchar_t, false>::~moneypunct()
std::moneypunct<wchar_t, false>::~moneypunct()
std::moneypunct<wchar_t, false>::~moneypunct()
std::moneypunct<wchar_t, true>::_M_initialize_moneypunct(__locale_struct*, char const*)
std::moneypunct<wchar_t, true>::id
std::moneypunct<wchar_t, true>::intl
std::moneypunct<wchar_t, true>::moneypunct(__locale_struct*, char const*, unsigned long)
std::moneypunct<wchar_t, true>::moneypunct(std::__moneypunct_cache<wchar_t, true>*, unsigned long)
std::moneypunct<wchar_t, true>::moneypunct(unsigned long)
std::moneypunct<wchar_t, true>::moneypunct(__locale_struct*, char const*, unsigned long)
std::moneypunct<wchar_t, true>::moneypunct(std::__moneypunct_cache<wchar_t, true>*, unsigned long)
std::moneypunct<wchar_t, true>::moneypunct(unsigned long)
std::moneypunct<wchar_t, true>::~moneypunct()
std::moneypunct<wchar_t, true>::~moneypunct()
std::moneypunct<wchar_t, true>::~moneypunct()
std::ostrstream::str()
std::ostrstream::freeze(bool)
std::ostrstream::ostrstream(char*, int, std::_Ios_Openmode)
std::ostrstream::ostrstream()
std::ostrstream::ostrstream(char*, int, std::_Ios_Openmode)
std::ostrstream::ostrstream()
std::ostrstream::~ostrstream()
std::ostrstream::~ostrstream()
std::ostrstream::~ostrstream()
std::__timepunct<char>::_M_initialize_timepunct(__locale_struct*)
std::__timepunct<char>::id
std::__timepunct<char>::__timepunct(__locale_struct*, char const*, unsigned long)
std::__timepunct<char>::__timepunct(std::__timepunct_cache<char>*, unsigned long)
std::__timepunct<char>::__timepunct(unsigned long)
std::__timepunct<char>::__timepunct(__locale_struct*, char const*, unsigned long)
std::__timepunct<char>::__timepunct(std::__timepunct_cache<char>*, unsigned long)
std::__timepunct<char>::__timepunct(unsigned long)
std::__timepunct<char>::~__timepunct()
std::__timepunct<char>::~__timepunct()
std::__timepunct<char>::~__timepunct()
std::__timepunct<wchar_t>::_M_initialize_timepunct(__locale_struct*)
std::__timepunct<wchar_t>::id
std::__timepunct<wchar_t>::__timepunct(__locale_struct*, char const*, unsigned long)
std::__timepunct<wchar_t>::__timepunct(std::__timepunct_cache<wchar_t>*, unsigned long)
std::__timepunct<wchar_t>::__timepunct(unsigned long)
std::__timepunct<wchar_t>::__timepunct(__locale_struct*, char const*, unsigned long)
std::__timepunct<wchar_t>::__timepunct(std::__timepunct_cache<wchar_t>*, unsigned long)
std::__timepunct<wchar_t>::__timepunct(unsigned long)
std::__timepunct<wchar_t>::~__timepunct()
std::__timepunct<wchar_t>::~__timepunct()
std::__timepunct<wchar_t>::~__timepunct()
std::char_traits<char>::eq(char const&, char const&)
std::char_traits<wchar_t>::eq(wchar_t const&, wchar_t const&)
std::logic_error::logic_error(std::logic_error&&)
std::logic_error::logic_error(char const*)
std::logic_error::logic_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::logic_error::logic_error(std::logic_error const&)
std::logic_error::logic_error(std::string const&)
std::logic_error::logic_error(std::logic_error&&)
std::logic_error::logic_error(char const*)
std::logic_error::logic_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::logic_error::logic_error(std::logic_error const&)
std::logic_error::logic_error(std::string const&)
std::logic_error::~logic_error()
std::logic_error::~logic_error()
std::logic_error::~logic_error()
std::logic_error::operator=(std::logic_error&&)
std::logic_error::operator=(std::logic_error const&)
std::range_error::range_error(char const*)
std::range_error::range_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::range_error::range_error(std::string const&)
std::range_error::range_error(char const*)
std::range_error::range_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::range_error::range_error(std::string const&)
std::range_error::~range_error()
std::range_error::~range_error()
std::range_error::~range_error()
std::regex_error::regex_error(std::regex_constants::error_type)
std::regex_error::regex_error(std::regex_constants::error_type)
std::regex_error::~regex_error()
std::regex_error::~regex_error()
std::regex_error::~regex_error()
std::this_thread::__sleep_for(std::chrono::duration<long, std::ratio<1l, 1l> >, std::chrono::duration<long, std::ratio<1l, 1000000000l> >)
std::__basic_file<char>::fd()
std::__basic_file<char>::file()
std::__basic_file<char>::open(char const*, std::_Ios_Openmode, int)
std::__basic_file<char>::sync()
std::__basic_file<char>::close()
std::__basic_file<char>::xsgetn(char*, long)
std::__basic_file<char>::xsputn(char const*, long)
std::__basic_file<char>::seekoff(long, std::_Ios_Seekdir)
std::__basic_file<char>::sys_open(_IO_FILE*, std::_Ios_Openmode)
std::__basic_file<char>::sys_open(int, std::_Ios_Openmode)
std::__basic_file<char>::xsputn_2(char const*, long, char const*, long)
std::__basic_file<char>::showmanyc()
std::__basic_file<char>::__basic_file(pthread_mutex_t*)
std::__basic_file<char>::__basic_file(pthread_mutex_t*)
std::__basic_file<char>::~__basic_file()
std::__basic_file<char>::~__basic_file()
std::__shared_ptr<std::filesystem::recursive_directory_iterator::_Dir_stack, (__gnu_cxx::_Lock_policy)2>::__shared_ptr(std::__shared_ptr<std::filesystem::recursive_directory_iterator::_Dir_stack, (__gnu_cxx::_Lock_policy)2>&&)
std::__shared_ptr<std::filesystem::recursive_directory_iterator::_Dir_stack, (__gnu_cxx::_Lock_policy)2>::__shared_ptr()
std::__shared_ptr<std::filesystem::recursive_directory_iterator::_Dir_stack, (__gnu_cxx::_Lock_policy)2>::__shared_ptr(std::__shared_ptr<std::filesystem::recursive_directory_iterator::_Dir_stack, (__gnu_cxx::_Lock_policy)2>&&)
std::__shared_ptr<std::filesystem::recursive_directory_iterator::_Dir_stack, (__gnu_cxx::_Lock_policy)2>::__shared_ptr()
std::__shared_ptr<std::filesystem::_Dir, (__gnu_cxx::_Lock_policy)2>::__shared_ptr(std::__shared_ptr<std::filesystem::_Dir, (__gnu_cxx::_Lock_policy)2>&&)
std::__shared_ptr<std::filesystem::_Dir, (__gnu_cxx::_Lock_policy)2>::__shared_ptr()
std::__shared_ptr<std::filesystem::_Dir, (__gnu_cxx::_Lock_policy)2>::__shared_ptr(std::__shared_ptr<std::filesystem::_Dir, (__gnu_cxx::_Lock_policy)2>&&)
std::__shared_ptr<std::filesystem::_Dir, (__gnu_cxx::_Lock_policy)2>::__shared_ptr()
std::__shared_ptr<std::filesystem::_Dir, (__gnu_cxx::_Lock_policy)2>::operator=(std::__shared_ptr<std::filesystem::_Dir, (__gnu_cxx::_Lock_policy)2>&&)
std::__shared_ptr<std::filesystem::__cxx11::recursive_directory_iterator::_Dir_stack, (__gnu_cxx::_Lock_policy)2>::__shared_ptr(std::__shared_ptr<std::filesystem::__cxx11::recursive_directory_iterator::_Dir_stack, (__gnu_cxx::_Lock_policy)2>&&)
std::__shared_ptr<std::filesystem::__cxx11::recursive_directory_iterator::_Dir_stack, (__gnu_cxx::_Lock_policy)2>::__shared_ptr()
std::__shared_ptr<std::filesystem::__cxx11::recursive_directory_iterator::_Dir_stack, (__gnu_cxx::_Lock_policy)2>::__shared_ptr(std::__shared_ptr<std::filesystem::__cxx11::recursive_directory_iterator::_Dir_stack, (__gnu_cxx::_Lock_policy)2>&&)
std::__shared_ptr<std::filesystem::__cxx11::recursive_directory_iterator::_Dir_stack, (__gnu_cxx::_Lock_policy)2>::__shared_ptr()
std::__shared_ptr<std::filesystem::__cxx11::_Dir, (__gnu_cxx::_Lock_policy)2>::__shared_ptr(std::__shared_ptr<std::filesystem::__cxx11::_Dir, (__gnu_cxx::_Lock_policy)2>&&)
std::__shared_ptr<std::filesystem::__cxx11::_Dir, (__gnu_cxx::_Lock_policy)2>::__shared_ptr()
std::__shared_ptr<std::filesystem::__cxx11::_Dir, (__gnu_cxx::_Lock_policy)2>::__shared_ptr(std::__shared_ptr<std::filesystem::__cxx11::_Dir, (__gnu_cxx::_Lock_policy)2>&&)
std::__shared_ptr<std::filesystem::__cxx11::_Dir, (__gnu_cxx::_Lock_policy)2>::__shared_ptr()
std::__shared_ptr<std::filesystem::__cxx11::_Dir, (__gnu_cxx::_Lock_policy)2>::operator=(std::__shared_ptr<std::filesystem::__cxx11::_Dir, (__gnu_cxx::_Lock_policy)2>&&)
std::bad_weak_ptr::~bad_weak_ptr()
std::bad_weak_ptr::~bad_weak_ptr()
std::bad_weak_ptr::~bad_weak_ptr()
std::ctype_byname<char>::ctype_byname(char const*, unsigned long)
std::ctype_byname<char>::ctype_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::ctype_byname<char>::ctype_byname(std::string const&, unsigned long)
std::ctype_byname<char>::ctype_byname(char const*, unsigned long)
std::ctype_byname<char>::ctype_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::ctype_byname<char>::ctype_byname(std::string const&, unsigned long)
std::ctype_byname<char>::~ctype_byname()
std::ctype_byname<char>::~ctype_byname()
std::ctype_byname<char>::~ctype_byname()
std::ctype_byname<wchar_t>::ctype_byname(char const*, unsigned long)
std::ctype_byname<wchar_t>::ctype_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::ctype_byname<wchar_t>::ctype_byname(std::string const&, unsigned long)
std::ctype_byname<wchar_t>::ctype_byname(char const*, unsigned long)
std::ctype_byname<wchar_t>::ctype_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::ctype_byname<wchar_t>::ctype_byname(std::string const&, unsigned long)
std::ctype_byname<wchar_t>::~ctype_byname()
std::ctype_byname<wchar_t>::~ctype_byname()
std::ctype_byname<wchar_t>::~ctype_byname()
std::domain_error::domain_error(char const*)
std::domain_error::domain_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::domain_error::domain_error(std::string const&)
std::domain_error::domain_error(char const*)
std::domain_error::domain_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::domain_error::domain_error(std::string const&)
std::domain_error::~domain_error()
std::domain_error::~domain_error()
std::domain_error::~domain_error()
std::future_error::~future_error()
std::future_error::~future_error()
std::future_error::~future_error()
std::length_error::length_error(char const*)
std::length_error::length_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::length_error::length_error(std::string const&)
std::length_error::length_error(char const*)
std::length_error::length_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::length_error::length_error(std::string const&)
std::length_error::~length_error()
std::length_error::~length_error()
std::length_error::~length_error()
std::out_of_range::out_of_range(char const*)
std::out_of_range::out_of_range(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::out_of_range::out_of_range(std::string const&)
std::out_of_range::out_of_range(char const*)
std::out_of_range::out_of_range(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::out_of_range::out_of_range(std::string const&)
std::out_of_range::~out_of_range()
std::out_of_range::~out_of_range()
std::out_of_range::~out_of_range()
std::placeholders::_1
std::placeholders::_2
std::placeholders::_3
std::placeholders::_4
std::placeholders::_5
std::placeholders::_6
std::placeholders::_7
std::placeholders::_8
std::placeholders::_9
std::placeholders::_10
std::placeholders::_11
std::placeholders::_12
std::placeholders::_13
std::placeholders::_14
std::placeholders::_15
std::placeholders::_16
std::placeholders::_17
std::placeholders::_18
std::placeholders::_19
std::placeholders::_20
std::placeholders::_21
std::placeholders::_22
std::placeholders::_23
std::placeholders::_24
std::placeholders::_25
std::placeholders::_26
std::placeholders::_27
std::placeholders::_28
std::placeholders::_29
std::strstreambuf::str()
std::strstreambuf::freeze(bool)
std::strstreambuf::setbuf(char*, long)
std::strstreambuf::_M_free(char*)
std::strstreambuf::seekoff(long, std::_Ios_Seekdir, std::_Ios_Openmode)
std::strstreambuf::seekpos(std::fpos<__mbstate_t>, std::_Ios_Openmode)
std::strstreambuf::_M_alloc(unsigned long)
std::strstreambuf::_M_setup(char*, char*, long)
std::strstreambuf::overflow(int)
std::strstreambuf::pbackfail(int)
std::strstreambuf::underflow()
std::strstreambuf::strstreambuf(void* (*)(unsigned long), void (*)(void*))
std::strstreambuf::strstreambuf(signed char const*, long)
std::strstreambuf::strstreambuf(char const*, long)
std::strstreambuf::strstreambuf(unsigned char const*, long)
std::strstreambuf::strstreambuf(signed char*, long, signed char*)
std::strstreambuf::strstreambuf(char*, long, char*)
std::strstreambuf::strstreambuf(unsigned char*, long, unsigned char*)
std::strstreambuf::strstreambuf(long)
std::strstreambuf::strstreambuf(void* (*)(unsigned long), void (*)(void*))
std::strstreambuf::strstreambuf(signed char const*, long)
std::strstreambuf::strstreambuf(char const*, long)
std::strstreambuf::strstreambuf(unsigned char const*, long)
std::strstreambuf::strstreambuf(signed char*, long, signed char*)
std::strstreambuf::strstreambuf(char*, long, char*)
std::strstreambuf::strstreambuf(unsigned char*, long, unsigned char*)
std::strstreambuf::strstreambuf(long)
std::strstreambuf::~strstreambuf()
std::strstreambuf::~strstreambuf()
std::strstreambuf::~strstreambuf()
std::system_error::~system_error()
std::system_error::~system_error()
std::system_error::~system_error()
std::__future_base::_State_base::~_State_base()
std::__future_base::_State_base::~_State_base()
std::__future_base::_State_base::~_State_base()
std::__future_base::_Result_base::_Result_base()
std::__future_base::_Result_base::_Result_base()
std::__future_base::_Result_base::~_Result_base()
std::__future_base::_Result_base::~_Result_base()
std::__future_base::_Result_base::~_Result_base()
std::__future_base::_State_baseV2::_Make_ready::_M_set()
std::__future_base::_Async_state_common::~_Async_state_common()
std::__future_base::_Async_state_common::~_Async_state_common()
std::__future_base::_Async_state_common::~_Async_state_common()
std::bad_exception::~bad_exception()
std::bad_exception::~bad_exception()
std::bad_exception::~bad_exception()
std::basic_filebuf<char, std::char_traits<char> >::_M_set_buffer(long)
std::basic_filebuf<char, std::char_traits<char> >::_M_get_ext_pos(__mbstate_t&)
std::basic_filebuf<char, std::char_traits<char> >::_M_create_pback()
std::basic_filebuf<char, std::char_traits<char> >::_M_destroy_pback()
std::basic_filebuf<char, std::char_traits<char> >::_M_terminate_output()
std::basic_filebuf<char, std::char_traits<char> >::_M_convert_to_external(char*, long)
std::basic_filebuf<char, std::char_traits<char> >::_M_destroy_internal_buffer()
std::basic_filebuf<char, std::char_traits<char> >::_M_allocate_internal_buffer()
std::basic_filebuf<char, std::char_traits<char> >::open(char const*, std::_Ios_Openmode)
std::basic_filebuf<char, std::char_traits<char> >::open(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::_Ios_Openmode)
std::basic_filebuf<char, std::char_traits<char> >::open(std::string const&, std::_Ios_Openmode)
std::basic_filebuf<char, std::char_traits<char> >::swap(std::basic_filebuf<char, std::char_traits<char> >&)
std::basic_filebuf<char, std::char_traits<char> >::sync()
std::basic_filebuf<char, std::char_traits<char> >::close()
std::basic_filebuf<char, std::char_traits<char> >::imbue(std::locale const&)
std::basic_filebuf<char, std::char_traits<char> >::setbuf(char*, long)
std::basic_filebuf<char, std::char_traits<char> >::xsgetn(char*, long)
std::basic_filebuf<char, std::char_traits<char> >::xsputn(char const*, long)
std::basic_filebuf<char, std::char_traits<char> >::_M_seek(long, std::_Ios_Seekdir, __mbstate_t)
std::basic_filebuf<char, std::char_traits<char> >::seekoff(long, std::_Ios_Seekdir, std::_Ios_Openmode)
std::basic_filebuf<char, std::char_traits<char> >::seekpos(std::fpos<__mbstate_t>, std::_Ios_Openmode)
std::basic_filebuf<char, std::char_traits<char> >::overflow(int)
std::basic_filebuf<char, std::char_traits<char> >::pbackfail(int)
std::basic_filebuf<char, std::char_traits<char> >::showmanyc()
std::basic_filebuf<char, std::char_traits<char> >::underflow()
std::basic_filebuf<char, std::char_traits<char> >::basic_filebuf(std::basic_filebuf<char, std::char_traits<char> >&&)
std::basic_filebuf<char, std::char_traits<char> >::basic_filebuf()
std::basic_filebuf<char, std::char_traits<char> >::basic_filebuf(std::basic_filebuf<char, std::char_traits<char> >&&)
std::basic_filebuf<char, std::char_traits<char> >::basic_filebuf()
std::basic_filebuf<char, std::char_traits<char> >::~basic_filebuf()
std::basic_filebuf<char, std::char_traits<char> >::~basic_filebuf()
std::basic_filebuf<char, std::char_traits<char> >::~basic_filebuf()
std::basic_filebuf<char, std::char_traits<char> >::operator=(std::basic_filebuf<char, std::char_traits<char> >&&)
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::_M_set_buffer(long)
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::_M_get_ext_pos(__mbstate_t&)
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::_M_create_pback()
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::_M_destroy_pback()
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::_M_terminate_output()
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::_M_convert_to_external(wchar_t*, long)
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::_M_destroy_internal_buffer()
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::_M_allocate_internal_buffer()
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::open(char const*, std::_Ios_Openmode)
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::open(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::_Ios_Openmode)
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::open(std::string const&, std::_Ios_Openmode)
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::swap(std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >&)
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::sync()
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::close()
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::imbue(std::locale const&)
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::setbuf(wchar_t*, long)
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::xsgetn(wchar_t*, long)
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::xsputn(wchar_t const*, long)
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::_M_seek(long, std::_Ios_Seekdir, __mbstate_t)
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::seekoff(long, std::_Ios_Seekdir, std::_Ios_Openmode)
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::seekpos(std::fpos<__mbstate_t>, std::_Ios_Openmode)
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::overflow(unsigned int)
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::pbackfail(unsigned int)
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::showmanyc()
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::underflow()
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::basic_filebuf(std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >&&)
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::basic_filebuf()
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::basic_filebuf(std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >&&)
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::basic_filebuf()
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::~basic_filebuf()
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::~basic_filebuf()
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::~basic_filebuf()
std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >::operator=(std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >&&)
std::basic_fstream<char, std::char_traits<char> >::open(char const*, std::_Ios_Openmode)
std::basic_fstream<char, std::char_traits<char> >::open(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::_Ios_Openmode)
std::basic_fstream<char, std::char_traits<char> >::open(std::string const&, std::_Ios_Openmode)
std::basic_fstream<char, std::char_traits<char> >::swap(std::basic_fstream<char, std::char_traits<char> >&)
std::basic_fstream<char, std::char_traits<char> >::close()
std::basic_fstream<char, std::char_traits<char> >::is_open()
std::basic_fstream<char, std::char_traits<char> >::basic_fstream(std::basic_fstream<char, std::char_traits<char> >&&)
std::basic_fstream<char, std::char_traits<char> >::basic_fstream(char const*, std::_Ios_Openmode)
std::basic_fstream<char, std::char_traits<char> >::basic_fstream(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::_Ios_Openmode)
std::basic_fstream<char, std::char_traits<char> >::basic_fstream(std::string const&, std::_Ios_Openmode)
std::basic_fstream<char, std::char_traits<char> >::basic_fstream()
std::basic_fstream<char, std::char_traits<char> >::basic_fstream(std::basic_fstream<char, std::char_traits<char> >&&)
std::basic_fstream<char, std::char_traits<char> >::basic_fstream(char const*, std::_Ios_Openmode)
std::basic_fstream<char, std::char_traits<char> >::basic_fstream(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::_Ios_Openmode)
std::basic_fstream<char, std::char_traits<char> >::basic_fstream(std::string const&, std::_Ios_Openmode)
std::basic_fstream<char, std::char_traits<char> >::basic_fstream()
std::basic_fstream<char, std::char_traits<char> >::~basic_fstream()
std::basic_fstream<char, std::char_traits<char> >::~basic_fstream()
std::basic_fstream<char, std::char_traits<char> >::~basic_fstream()
std::basic_fstream<char, std::char_traits<char> >::operator=(std::basic_fstream<char, std::char_traits<char> >&&)
std::basic_fstream<wchar_t, std::char_traits<wchar_t> >::open(char const*, std::_Ios_Openmode)
std::basic_fstream<wchar_t, std::char_traits<wchar_t> >::open(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::_Ios_Openmode)
std::basic_fstream<wchar_t, std::char_traits<wchar_t> >::open(std::string const&, std::_Ios_Openmode)
std::basic_fstream<wchar_t, std::char_traits<wchar_t> >::swap(std::basic_fstream<wchar_t, std::char_traits<wchar_t> >&)
std::basic_fstream<wchar_t, std::char_traits<wchar_t> >::close()
std::basic_fstream<wchar_t, std::char_traits<wchar_t> >::is_open()
std::basic_fstream<wchar_t, std::char_traits<wchar_t> >::basic_fstream(std::basic_fstream<wchar_t, std::char_traits<wchar_t> >&&)
std::basic_fstream<wchar_t, std::char_traits<wchar_t> >::basic_fstream(char const*, std::_Ios_Openmode)
std::basic_fstream<wchar_t, std::char_traits<wchar_t> >::basic_fstream(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::_Ios_Openmode)
std::basic_fstream<wchar_t, std::char_traits<wchar_t> >::basic_fstream(std::string const&, std::_Ios_Openmode)
std::basic_fstream<wchar_t, std::char_traits<wchar_t> >::basic_fstream()
std::basic_fstream<wchar_t, std::char_traits<wchar_t> >::basic_fstream(std::basic_fstream<wchar_t, std::char_traits<wchar_t> >&&)
std::basic_fstream<wchar_t, std::char_traits<wchar_t> >::basic_fstream(char const*, std::_Ios_Openmode)
std::basic_fstream<wchar_t, std::char_traits<wchar_t> >::basic_fstream(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::_Ios_Openmode)
std::basic_fstream<wchar_t, std::char_traits<wchar_t> >::basic_fstream(std::string const&, std::_Ios_Openmode)
std::basic_fstream<wchar_t, std::char_traits<wchar_t> >::basic_fstream()
std::basic_fstream<wchar_t, std::char_traits<wchar_t> >::~basic_fstream()
std::basic_fstream<wchar_t, std::char_traits<wchar_t> >::~basic_fstream()
std::basic_fstream<wchar_t, std::char_traits<wchar_t> >::~basic_fstream()
std::basic_fstream<wchar_t, std::char_traits<wchar_t> >::operator=(std::basic_fstream<wchar_t, std::char_traits<wchar_t> >&&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >& std::basic_istream<wchar_t, std::char_traits<wchar_t> >::_M_extract<void*>(void*&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >& std::basic_istream<wchar_t, std::char_traits<wchar_t> >::_M_extract<bool>(bool&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >& std::basic_istream<wchar_t, std::char_traits<wchar_t> >::_M_extract<double>(double&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >& std::basic_istream<wchar_t, std::char_traits<wchar_t> >::_M_extract<long double>(long double&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >& std::basic_istream<wchar_t, std::char_traits<wchar_t> >::_M_extract<float>(float&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >& std::basic_istream<wchar_t, std::char_traits<wchar_t> >::_M_extract<unsigned int>(unsigned int&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >& std::basic_istream<wchar_t, std::char_traits<wchar_t> >::_M_extract<long>(long&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >& std::basic_istream<wchar_t, std::char_traits<wchar_t> >::_M_extract<unsigned long>(unsigned long&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >& std::basic_istream<wchar_t, std::char_traits<wchar_t> >::_M_extract<unsigned short>(unsigned short&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >& std::basic_istream<wchar_t, std::char_traits<wchar_t> >::_M_extract<long long>(long long&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >& std::basic_istream<wchar_t, std::char_traits<wchar_t> >::_M_extract<unsigned long long>(unsigned long long&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::get(wchar_t*, long)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::get(wchar_t*, long, wchar_t)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::get(std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::get(std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >&, wchar_t)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::get(wchar_t&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::get()
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::peek()
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::read(wchar_t*, long)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::swap(std::basic_istream<wchar_t, std::char_traits<wchar_t> >&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::sync()
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::seekg(std::fpos<__mbstate_t>)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::seekg(long, std::_Ios_Seekdir)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::tellg()
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::unget()
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::ignore(long)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::ignore(long, unsigned int)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::ignore()
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::sentry::sentry(std::basic_istream<wchar_t, std::char_traits<wchar_t> >&, bool)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::sentry::sentry(std::basic_istream<wchar_t, std::char_traits<wchar_t> >&, bool)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::getline(wchar_t*, long)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::getline(wchar_t*, long, wchar_t)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::putback(wchar_t)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::readsome(wchar_t*, long)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::basic_istream(std::basic_istream<wchar_t, std::char_traits<wchar_t> >&&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::basic_istream(std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >*)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::basic_istream()
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::basic_istream(std::basic_istream<wchar_t, std::char_traits<wchar_t> >&&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::basic_istream(std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >*)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::basic_istream()
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::~basic_istream()
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::~basic_istream()
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::~basic_istream()
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::operator=(std::basic_istream<wchar_t, std::char_traits<wchar_t> >&&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::operator>>(std::basic_istream<wchar_t, std::char_traits<wchar_t> >& (*)(std::basic_istream<wchar_t, std::char_traits<wchar_t> >&))
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::operator>>(std::ios_base& (*)(std::ios_base&))
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::operator>>(std::basic_ios<wchar_t, std::char_traits<wchar_t> >& (*)(std::basic_ios<wchar_t, std::char_traits<wchar_t> >&))
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::operator>>(std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >*)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::operator>>(void*&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::operator>>(bool&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::operator>>(double&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::operator>>(long double&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::operator>>(float&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::operator>>(int&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::operator>>(unsigned int&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::operator>>(long&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::operator>>(unsigned long&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::operator>>(short&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::operator>>(unsigned short&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::operator>>(long long&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >::operator>>(unsigned long long&)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::put(wchar_t)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::swap(std::basic_ostream<wchar_t, std::char_traits<wchar_t> >&)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::flush()
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::seekp(std::fpos<__mbstate_t>)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::seekp(long, std::_Ios_Seekdir)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::tellp()
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::write(wchar_t const*, long)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::sentry::sentry(std::basic_ostream<wchar_t, std::char_traits<wchar_t> >&)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::sentry::sentry(std::basic_ostream<wchar_t, std::char_traits<wchar_t> >&)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::sentry::~sentry()
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::sentry::~sentry()
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::_M_write(wchar_t const*, long)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >& std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::_M_insert<void const*>(void const*)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >& std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::_M_insert<bool>(bool)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >& std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::_M_insert<double>(double)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >& std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::_M_insert<long double>(long double)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >& std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::_M_insert<long>(long)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >& std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::_M_insert<unsigned long>(unsigned long)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >& std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::_M_insert<long long>(long long)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >& std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::_M_insert<unsigned long long>(unsigned long long)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::basic_ostream(std::basic_ostream<wchar_t, std::char_traits<wchar_t> >&&)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::basic_ostream(std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >*)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::basic_ostream(std::basic_iostream<wchar_t, std::char_traits<wchar_t> >&)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::basic_ostream()
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::basic_ostream(std::basic_ostream<wchar_t, std::char_traits<wchar_t> >&&)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::basic_ostream(std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >*)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::basic_ostream(std::basic_iostream<wchar_t, std::char_traits<wchar_t> >&)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::basic_ostream()
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::~basic_ostream()
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::~basic_ostream()
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::~basic_ostream()
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::operator=(std::basic_ostream<wchar_t, std::char_traits<wchar_t> >&&)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::operator<<(decltype(nullptr))
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::operator<<(std::basic_ostream<wchar_t, std::char_traits<wchar_t> >& (*)(std::basic_ostream<wchar_t, std::char_traits<wchar_t> >&))
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::operator<<(std::ios_base& (*)(std::ios_base&))
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::operator<<(std::basic_ios<wchar_t, std::char_traits<wchar_t> >& (*)(std::basic_ios<wchar_t, std::char_traits<wchar_t> >&))
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::operator<<(void const*)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::operator<<(std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >*)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::operator<<(bool)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::operator<<(double)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::operator<<(long double)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::operator<<(float)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::operator<<(int)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::operator<<(unsigned int)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::operator<<(long)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::operator<<(unsigned long)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::operator<<(short)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::operator<<(unsigned short)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::operator<<(long long)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::operator<<(unsigned long long)
std::random_device::_M_init_pretr1(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::random_device::_M_init_pretr1(std::string const&)
std::random_device::_M_getval_pretr1()
std::random_device::_M_fini()
std::random_device::_M_init(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::random_device::_M_init(std::string const&)
std::random_device::_M_getval()
std::runtime_error::runtime_error(std::runtime_error&&)
std::runtime_error::runtime_error(char const*)
std::runtime_error::runtime_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::runtime_error::runtime_error(std::runtime_error const&)
std::runtime_error::runtime_error(std::string const&)
std::runtime_error::runtime_error(std::runtime_error&&)
std::runtime_error::runtime_error(char const*)
std::runtime_error::runtime_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::runtime_error::runtime_error(std::runtime_error const&)
std::runtime_error::runtime_error(std::string const&)
std::runtime_error::~runtime_error()
std::runtime_error::~runtime_error()
std::runtime_error::~runtime_error()
std::runtime_error::operator=(std::runtime_error&&)
std::runtime_error::operator=(std::runtime_error const&)
std::basic_ifstream<char, std::char_traits<char> >::open(char const*, std::_Ios_Openmode)
std::basic_ifstream<char, std::char_traits<char> >::open(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::_Ios_Openmode)
std::basic_ifstream<char, std::char_traits<char> >::open(std::string const&, std::_Ios_Openmode)
std::basic_ifstream<char, std::char_traits<char> >::swap(std::basic_ifstream<char, std::char_traits<char> >&)
std::basic_ifstream<char, std::char_traits<char> >::close()
std::basic_ifstream<char, std::char_traits<char> >::is_open()
std::basic_ifstream<char, std::char_traits<char> >::basic_ifstream(std::basic_ifstream<char, std::char_traits<char> >&&)
std::basic_ifstream<char, std::char_traits<char> >::basic_ifstream(char const*, std::_Ios_Openmode)
std::basic_ifstream<char, std::char_traits<char> >::basic_ifstream(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::_Ios_Openmode)
std::basic_ifstream<char, std::char_traits<char> >::basic_ifstream(std::string const&, std::_Ios_Openmode)
std::basic_ifstream<char, std::char_traits<char> >::basic_ifstream()
std::basic_ifstream<char, std::char_traits<char> >::basic_ifstream(std::basic_ifstream<char, std::char_traits<char> >&&)
std::basic_ifstream<char, std::char_traits<char> >::basic_ifstream(char const*, std::_Ios_Openmode)
std::basic_ifstream<char, std::char_traits<char> >::basic_ifstream(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::_Ios_Openmode)
std::basic_ifstream<char, std::char_traits<char> >::basic_ifstream(std::string const&, std::_Ios_Openmode)
std::basic_ifstream<char, std::char_traits<char> >::basic_ifstream()
std::basic_ifstream<char, std::char_traits<char> >::~basic_ifstream()
std::basic_ifstream<char, std::char_traits<char> >::~basic_ifstream()
std::basic_ifstream<char, std::char_traits<char> >::~basic_ifstream()
std::basic_ifstream<char, std::char_traits<char> >::operator=(std::basic_ifstream<char, std::char_traits<char> >&&)
std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >::open(char const*, std::_Ios_Openmode)
std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >::open(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::_Ios_Openmode)
std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >::open(std::string const&, std::_Ios_Openmode)
std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >::swap(std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >&)
std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >::close()
std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >::is_open()
std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >::basic_ifstream(std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >&&)
std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >::basic_ifstream(char const*, std::_Ios_Openmode)
std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >::basic_ifstream(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::_Ios_Openmode)
std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >::basic_ifstream(std::string const&, std::_Ios_Openmode)
std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >::basic_ifstream()
std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >::basic_ifstream(std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >&&)
std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >::basic_ifstream(char const*, std::_Ios_Openmode)
std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >::basic_ifstream(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::_Ios_Openmode)
std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >::basic_ifstream(std::string const&, std::_Ios_Openmode)
std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >::basic_ifstream()
std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >::~basic_ifstream()
std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >::~basic_ifstream()
std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >::~basic_ifstream()
std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >::operator=(std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >&&)
std::basic_iostream<wchar_t, std::char_traits<wchar_t> >::swap(std::basic_iostream<wchar_t, std::char_traits<wchar_t> >&)
std::basic_iostream<wchar_t, std::char_traits<wchar_t> >::basic_iostream(std::basic_iostream<wchar_t, std::char_traits<wchar_t> >&&)
std::basic_iostream<wchar_t, std::char_traits<wchar_t> >::basic_iostream(std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >*)
std::basic_iostream<wchar_t, std::char_traits<wchar_t> >::basic_iostream()
std::basic_iostream<wchar_t, std::char_traits<wchar_t> >::basic_iostream(std::basic_iostream<wchar_t, std::char_traits<wchar_t> >&&)
std::basic_iostream<wchar_t, std::char_traits<wchar_t> >::basic_iostream(std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >*)
std::basic_iostream<wchar_t, std::char_traits<wchar_t> >::basic_iostream()
std::basic_iostream<wchar_t, std::char_traits<wchar_t> >::~basic_iostream()
std::basic_iostream<wchar_t, std::char_traits<wchar_t> >::~basic_iostream()
std::basic_iostream<wchar_t, std::char_traits<wchar_t> >::~basic_iostream()
std::basic_iostream<wchar_t, std::char_traits<wchar_t> >::operator=(std::basic_iostream<wchar_t, std::char_traits<wchar_t> >&&)
std::basic_ofstream<char, std::char_traits<char> >::open(char const*, std::_Ios_Openmode)
std::basic_ofstream<char, std::char_traits<char> >::open(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::_Ios_Openmode)
std::basic_ofstream<char, std::char_traits<char> >::open(std::string const&, std::_Ios_Openmode)
std::basic_ofstream<char, std::char_traits<char> >::swap(std::basic_ofstream<char, std::char_traits<char> >&)
std::basic_ofstream<char, std::char_traits<char> >::close()
std::basic_ofstream<char, std::char_traits<char> >::is_open()
std::basic_ofstream<char, std::char_traits<char> >::basic_ofstream(std::basic_ofstream<char, std::char_traits<char> >&&)
std::basic_ofstream<char, std::char_traits<char> >::basic_ofstream(char const*, std::_Ios_Openmode)
std::basic_ofstream<char, std::char_traits<char> >::basic_ofstream(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::_Ios_Openmode)
std::basic_ofstream<char, std::char_traits<char> >::basic_ofstream(std::string const&, std::_Ios_Openmode)
std::basic_ofstream<char, std::char_traits<char> >::basic_ofstream()
std::basic_ofstream<char, std::char_traits<char> >::basic_ofstream(std::basic_ofstream<char, std::char_traits<char> >&&)
std::basic_ofstream<char, std::char_traits<char> >::basic_ofstream(char const*, std::_Ios_Openmode)
std::basic_ofstream<char, std::char_traits<char> >::basic_ofstream(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::_Ios_Openmode)
std::basic_ofstream<char, std::char_traits<char> >::basic_ofstream(std::string const&, std::_Ios_Openmode)
std::basic_ofstream<char, std::char_traits<char> >::basic_ofstream()
std::basic_ofstream<char, std::char_traits<char> >::~basic_ofstream()
std::basic_ofstream<char, std::char_traits<char> >::~basic_ofstream()
std::basic_ofstream<char, std::char_traits<char> >::~basic_ofstream()
std::basic_ofstream<char, std::char_traits<char> >::operator=(std::basic_ofstream<char, std::char_traits<char> >&&)
std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >::open(char const*, std::_Ios_Openmode)
std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >::open(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::_Ios_Openmode)
std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >::open(std::string const&, std::_Ios_Openmode)
std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >::swap(std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >&)
std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >::close()
std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >::is_open()
std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >::basic_ofstream(std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >&&)
std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >::basic_ofstream(char const*, std::_Ios_Openmode)
std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >::basic_ofstream(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::_Ios_Openmode)
std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >::basic_ofstream(std::string const&, std::_Ios_Openmode)
std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >::basic_ofstream()
std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >::basic_ofstream(std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >&&)
std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >::basic_ofstream(char const*, std::_Ios_Openmode)
std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >::basic_ofstream(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::_Ios_Openmode)
std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >::basic_ofstream(std::string const&, std::_Ios_Openmode)
std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >::basic_ofstream()
std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >::~basic_ofstream()
std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >::~basic_ofstream()
std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >::~basic_ofstream()
std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >::operator=(std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >&&)
std::codecvt_byname<char, char, __mbstate_t>::codecvt_byname(char const*, unsigned long)
std::codecvt_byname<char, char, __mbstate_t>::codecvt_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::codecvt_byname<char, char, __mbstate_t>::codecvt_byname(std::string const&, unsigned long)
std::codecvt_byname<char, char, __mbstate_t>::codecvt_byname(char const*, unsigned long)
std::codecvt_byname<char, char, __mbstate_t>::codecvt_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::codecvt_byname<char, char, __mbstate_t>::codecvt_byname(std::string const&, unsigned long)
std::codecvt_byname<char, char, __mbstate_t>::~codecvt_byname()
std::codecvt_byname<char, char, __mbstate_t>::~codecvt_byname()
std::codecvt_byname<char, char, __mbstate_t>::~codecvt_byname()
std::codecvt_byname<wchar_t, char, __mbstate_t>::codecvt_byname(char const*, unsigned long)
std::codecvt_byname<wchar_t, char, __mbstate_t>::codecvt_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::codecvt_byname<wchar_t, char, __mbstate_t>::codecvt_byname(std::string const&, unsigned long)
std::codecvt_byname<wchar_t, char, __mbstate_t>::codecvt_byname(char const*, unsigned long)
std::codecvt_byname<wchar_t, char, __mbstate_t>::codecvt_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::codecvt_byname<wchar_t, char, __mbstate_t>::codecvt_byname(std::string const&, unsigned long)
std::codecvt_byname<wchar_t, char, __mbstate_t>::~codecvt_byname()
std::codecvt_byname<wchar_t, char, __mbstate_t>::~codecvt_byname()
std::codecvt_byname<wchar_t, char, __mbstate_t>::~codecvt_byname()
std::collate_byname<char>::collate_byname(char const*, unsigned long)
std::collate_byname<char>::collate_byname(std::string const&, unsigned long)
std::collate_byname<char>::collate_byname(char const*, unsigned long)
std::collate_byname<char>::collate_byname(std::string const&, unsigned long)
std::collate_byname<char>::~collate_byname()
std::collate_byname<char>::~collate_byname()
std::collate_byname<char>::~collate_byname()
std::collate_byname<wchar_t>::collate_byname(char const*, unsigned long)
std::collate_byname<wchar_t>::collate_byname(std::string const&, unsigned long)
std::collate_byname<wchar_t>::collate_byname(char const*, unsigned long)
std::collate_byname<wchar_t>::collate_byname(std::string const&, unsigned long)
std::collate_byname<wchar_t>::~collate_byname()
std::collate_byname<wchar_t>::~collate_byname()
std::collate_byname<wchar_t>::~collate_byname()
std::error_category::error_category()
std::error_category::error_category()
std::error_category::~error_category()
std::error_category::~error_category()
std::error_category::~error_category()
std::numeric_limits<char32_t>::has_denorm
std::numeric_limits<char32_t>::is_bounded
std::numeric_limits<char32_t>::is_integer
std::numeric_limits<char32_t>::round_style
std::numeric_limits<char32_t>::has_infinity
std::numeric_limits<char32_t>::max_digits10
std::numeric_limits<char32_t>::max_exponent
std::numeric_limits<char32_t>::min_exponent
std::numeric_limits<char32_t>::has_quiet_NaN
std::numeric_limits<char32_t>::is_specialized
std::numeric_limits<char32_t>::max_exponent10
std::numeric_limits<char32_t>::min_exponent10
std::numeric_limits<char32_t>::has_denorm_loss
std::numeric_limits<char32_t>::tinyness_before
std::numeric_limits<char32_t>::has_signaling_NaN
std::numeric_limits<char32_t>::radix
std::numeric_limits<char32_t>::traps
std::numeric_limits<char32_t>::digits
std::numeric_limits<char32_t>::digits10
std::numeric_limits<char32_t>::is_exact
std::numeric_limits<char32_t>::is_iec559
std::numeric_limits<char32_t>::is_modulo
std::numeric_limits<char32_t>::is_signed
std::numeric_limits<char16_t>::has_denorm
std::numeric_limits<char16_t>::is_bounded
std::numeric_limits<char16_t>::is_integer
std::numeric_limits<char16_t>::round_style
std::numeric_limits<char16_t>::has_infinity
std::numeric_limits<char16_t>::max_digits10
std::numeric_limits<char16_t>::max_exponent
std::numeric_limits<char16_t>::min_exponent
std::numeric_limits<char16_t>::has_quiet_NaN
std::numeric_limits<char16_t>::is_specialized
std::numeric_limits<char16_t>::max_exponent10
std::numeric_limits<char16_t>::min_exponent10
std::numeric_limits<char16_t>::has_denorm_loss
std::numeric_limits<char16_t>::tinyness_before
std::numeric_limits<char16_t>::has_signaling_NaN
std::numeric_limits<char16_t>::radix
std::numeric_limits<char16_t>::traps
std::numeric_limits<char16_t>::digits
std::numeric_limits<char16_t>::digits10
std::numeric_limits<char16_t>::is_exact
std::numeric_limits<char16_t>::is_iec559
std::numeric_limits<char16_t>::is_modulo
std::numeric_limits<char16_t>::is_signed
std::numeric_limits<char8_t>::has_denorm
std::numeric_limits<char8_t>::is_bounded
std::numeric_limits<char8_t>::is_integer
std::numeric_limits<char8_t>::round_style
std::numeric_limits<char8_t>::has_infinity
std::numeric_limits<char8_t>::max_exponent
std::numeric_limits<char8_t>::min_exponent
std::numeric_limits<char8_t>::has_quiet_NaN
std::numeric_limits<char8_t>::is_specialized
std::numeric_limits<char8_t>::max_exponent10
std::numeric_limits<char8_t>::min_exponent10
std::numeric_limits<char8_t>::has_denorm_loss
std::numeric_limits<char8_t>::tinyness_before
std::numeric_limits<char8_t>::has_signaling_NaN
std::numeric_limits<char8_t>::radix
std::numeric_limits<char8_t>::traps
std::numeric_limits<char8_t>::digits
std::numeric_limits<char8_t>::digits10
std::numeric_limits<char8_t>::is_exact
std::numeric_limits<char8_t>::is_iec559
std::numeric_limits<char8_t>::is_modulo
std::numeric_limits<char8_t>::is_signed
std::numeric_limits<signed char>::has_denorm
std::numeric_limits<signed char>::is_bounded
std::numeric_limits<signed char>::is_integer
std::numeric_limits<signed char>::round_style
std::numeric_limits<signed char>::has_infinity
std::numeric_limits<signed char>::max_digits10
std::numeric_limits<signed char>::max_exponent
std::numeric_limits<signed char>::min_exponent
std::numeric_limits<signed char>::has_quiet_NaN
std::numeric_limits<signed char>::is_specialized
std::numeric_limits<signed char>::max_exponent10
std::numeric_limits<signed char>::min_exponent10
std::numeric_limits<signed char>::has_denorm_loss
std::numeric_limits<signed char>::tinyness_before
std::numeric_limits<signed char>::has_signaling_NaN
std::numeric_limits<signed char>::radix
std::numeric_limits<signed char>::traps
std::numeric_limits<signed char>::digits
std::numeric_limits<signed char>::digits10
std::numeric_limits<signed char>::is_exact
std::numeric_limits<signed char>::is_iec559
std::numeric_limits<signed char>::is_modulo
std::numeric_limits<signed char>::is_signed
std::numeric_limits<bool>::has_denorm
std::numeric_limits<bool>::is_bounded
std::numeric_limits<bool>::is_integer
std::numeric_limits<bool>::round_style
std::numeric_limits<bool>::has_infinity
std::numeric_limits<bool>::max_digits10
std::numeric_limits<bool>::max_exponent
std::numeric_limits<bool>::min_exponent
std::numeric_limits<bool>::has_quiet_NaN
std::numeric_limits<bool>::is_specialized
std::numeric_limits<bool>::max_exponent10
std::numeric_limits<bool>::min_exponent10
std::numeric_limits<bool>::has_denorm_loss
std::numeric_limits<bool>::tinyness_before
std::numeric_limits<bool>::has_signaling_NaN
std::numeric_limits<bool>::radix
std::numeric_limits<bool>::traps
std::numeric_limits<bool>::digits
std::numeric_limits<bool>::digits10
std::numeric_limits<bool>::is_exact
std::numeric_limits<bool>::is_iec559
std::numeric_limits<bool>::is_modulo
std::numeric_limits<bool>::is_signed
std::numeric_limits<char>::has_denorm
std::numeric_limits<char>::is_bounded
std::numeric_limits<char>::is_integer
std::numeric_limits<char>::round_style
std::numeric_limits<char>::has_infinity
std::numeric_limits<char>::max_digits10
std::numeric_limits<char>::max_exponent
std::numeric_limits<char>::min_exponent
std::numeric_limits<char>::has_quiet_NaN
std::numeric_limits<char>::is_specialized
std::numeric_limits<char>::max_exponent10
std::numeric_limits<char>::min_exponent10
std::numeric_limits<char>::has_denorm_loss
std::numeric_limits<char>::tinyness_before
std::numeric_limits<char>::has_signaling_NaN
std::numeric_limits<char>::radix
std::numeric_limits<char>::traps
std::numeric_limits<char>::digits
std::numeric_limits<char>::digits10
std::numeric_limits<char>::is_exact
std::numeric_limits<char>::is_iec559
std::numeric_limits<char>::is_modulo
std::numeric_limits<char>::is_signed
std::numeric_limits<double>::has_denorm
std::numeric_limits<double>::is_bounded
std::numeric_limits<double>::is_integer
std::numeric_limits<double>::round_style
std::numeric_limits<double>::has_infinity
std::numeric_limits<double>::max_digits10
std::numeric_limits<double>::max_exponent
std::numeric_limits<double>::min_exponent
std::numeric_limits<double>::has_quiet_NaN
std::numeric_limits<double>::is_specialized
std::numeric_limits<double>::max_exponent10
std::numeric_limits<double>::min_exponent10
std::numeric_limits<double>::has_denorm_loss
std::numeric_limits<double>::tinyness_before
std::numeric_limits<double>::has_signaling_NaN
std::numeric_limits<double>::radix
std::numeric_limits<double>::traps
std::numeric_limits<double>::digits
std::numeric_limits<double>::digits10
std::numeric_limits<double>::is_exact
std::numeric_limits<double>::is_iec559
std::numeric_limits<double>::is_modulo
std::numeric_limits<double>::is_signed
std::numeric_limits<long double>::has_denorm
std::numeric_limits<long double>::is_bounded
std::numeric_limits<long double>::is_integer
std::numeric_limits<long double>::round_style
std::numeric_limits<long double>::has_infinity
std::numeric_limits<long double>::max_digits10
std::numeric_limits<long double>::max_exponent
std::numeric_limits<long double>::min_exponent
std::numeric_limits<long double>::has_quiet_NaN
std::numeric_limits<long double>::is_specialized
std::numeric_limits<long double>::max_exponent10
std::numeric_limits<long double>::min_exponent10
std::numeric_limits<long double>::has_denorm_loss
std::numeric_limits<long double>::tinyness_before
std::numeric_limits<long double>::has_signaling_NaN
std::numeric_limits<long double>::radix
std::numeric_limits<long double>::traps
std::numeric_limits<long double>::digits
std::numeric_limits<long double>::digits10
std::numeric_limits<long double>::is_exact
std::numeric_limits<long double>::is_iec559
std::numeric_limits<long double>::is_modulo
std::numeric_limits<long double>::is_signed
std::numeric_limits<float>::has_denorm
std::numeric_limits<float>::is_bounded
std::numeric_limits<float>::is_integer
std::numeric_limits<float>::round_style
std::numeric_limits<float>::has_infinity
std::numeric_limits<float>::max_digits10
std::numeric_limits<float>::max_exponent
std::numeric_limits<float>::min_exponent
std::numeric_limits<float>::has_quiet_NaN
std::numeric_limits<float>::is_specialized
std::numeric_limits<float>::max_exponent10
std::numeric_limits<float>::min_exponent10
std::numeric_limits<float>::has_denorm_loss
std::numeric_limits<float>::tinyness_before
std::numeric_limits<float>::has_signaling_NaN
std::numeric_limits<float>::radix
std::numeric_limits<float>::traps
std::numeric_limits<float>::digits
std::numeric_limits<float>::digits10
std::numeric_limits<float>::is_exact
std::numeric_limits<float>::is_iec559
std::numeric_limits<float>::is_modulo
std::numeric_limits<float>::is_signed
std::numeric_limits<unsigned char>::has_denorm
std::numeric_limits<unsigned char>::is_bounded
std::numeric_limits<unsigned char>::is_integer
std::numeric_limits<unsigned char>::round_style
std::numeric_limits<unsigned char>::has_infinity
std::numeric_limits<unsigned char>::max_digits10
std::numeric_limits<unsigned char>::max_exponent
std::numeric_limits<unsigned char>::min_exponent
std::numeric_limits<unsigned char>::has_quiet_NaN
std::numeric_limits<unsigned char>::is_specialized
std::numeric_limits<unsigned char>::max_exponent10
std::numeric_limits<unsigned char>::min_exponent10
std::numeric_limits<unsigned char>::has_denorm_loss
std::numeric_limits<unsigned char>::tinyness_before
std::numeric_limits<unsigned char>::has_signaling_NaN
std::numeric_limits<unsigned char>::radix
std::numeric_limits<unsigned char>::traps
std::numeric_limits<unsigned char>::digits
std::numeric_limits<unsigned char>::digits10
std::numeric_limits<unsigned char>::is_exact
std::numeric_limits<unsigned char>::is_iec559
std::numeric_limits<unsigned char>::is_modulo
std::numeric_limits<unsigned char>::is_signed
std::numeric_limits<int>::has_denorm
std::numeric_limits<int>::is_bounded
std::numeric_limits<int>::is_integer
std::numeric_limits<int>::round_style
std::numeric_limits<int>::has_infinity
std::numeric_limits<int>::max_digits10
std::numeric_limits<int>::max_exponent
std::numeric_limits<int>::min_exponent
std::numeric_limits<int>::has_quiet_NaN
std::numeric_limits<int>::is_specialized
std::numeric_limits<int>::max_exponent10
std::numeric_limits<int>::min_exponent10
std::numeric_limits<int>::has_denorm_loss
std::numeric_limits<int>::tinyness_before
std::numeric_limits<int>::has_signaling_NaN
std::numeric_limits<int>::radix
std::numeric_limits<int>::traps
std::numeric_limits<int>::digits
std::numeric_limits<int>::digits10
std::numeric_limits<int>::is_exact
std::numeric_limits<int>::is_iec559
std::numeric_limits<int>::is_modulo
std::numeric_limits<int>::is_signed
std::numeric_limits<unsigned int>::has_denorm
std::numeric_limits<unsigned int>::is_bounded
std::numeric_limits<unsigned int>::is_integer
std::numeric_limits<unsigned int>::round_style
std::numeric_limits<unsigned int>::has_infinity
std::numeric_limits<unsigned int>::max_digits10
std::numeric_limits<unsigned int>::max_exponent
std::numeric_limits<unsigned int>::min_exponent
std::numeric_limits<unsigned int>::has_quiet_NaN
std::numeric_limits<unsigned int>::is_specialized
std::numeric_limits<unsigned int>::max_exponent10
std::numeric_limits<unsigned int>::min_exponent10
std::numeric_limits<unsigned int>::has_denorm_loss
std::numeric_limits<unsigned int>::tinyness_before
std::numeric_limits<unsigned int>::has_signaling_NaN
std::numeric_limits<unsigned int>::radix
std::numeric_limits<unsigned int>::traps
std::numeric_limits<unsigned int>::digits
std::numeric_limits<unsigned int>::digits10
std::numeric_limits<unsigned int>::is_exact
std::numeric_limits<unsigned int>::is_iec559
std::numeric_limits<unsigned int>::is_modulo
std::numeric_limits<unsigned int>::is_signed
std::numeric_limits<long>::has_denorm
std::numeric_limits<long>::is_bounded
std::numeric_limits<long>::is_integer
std::numeric_limits<long>::round_style
std::numeric_limits<long>::has_infinity
std::numeric_limits<long>::max_digits10
std::numeric_limits<long>::max_exponent
std::numeric_limits<long>::min_exponent
std::numeric_limits<long>::has_quiet_NaN
std::numeric_limits<long>::is_specialized
std::numeric_limits<long>::max_exponent10
std::numeric_limits<long>::min_exponent10
std::numeric_limits<long>::has_denorm_loss
std::numeric_limits<long>::tinyness_before
std::numeric_limits<long>::has_signaling_NaN
std::numeric_limits<long>::radix
std::numeric_limits<long>::traps
std::numeric_limits<long>::digits
std::numeric_limits<long>::digits10
std::numeric_limits<long>::is_exact
std::numeric_limits<long>::is_iec559
std::numeric_limits<long>::is_modulo
std::numeric_limits<long>::is_signed
std::numeric_limits<unsigned long>::has_denorm
std::numeric_limits<unsigned long>::is_bounded
std::numeric_limits<unsigned long>::is_integer
std::numeric_limits<unsigned long>::round_style
std::numeric_limits<unsigned long>::has_infinity
std::numeric_limits<unsigned long>::max_digits10
std::numeric_limits<unsigned long>::max_exponent
std::numeric_limits<unsigned long>::min_exponent
std::numeric_limits<unsigned long>::has_quiet_NaN
std::numeric_limits<unsigned long>::is_specialized
std::numeric_limits<unsigned long>::max_exponent10
std::numeric_limits<unsigned long>::min_exponent10
std::numeric_limits<unsigned long>::has_denorm_loss
std::numeric_limits<unsigned long>::tinyness_before
std::numeric_limits<unsigned long>::has_signaling_NaN
std::numeric_limits<unsigned long>::radix
std::numeric_limits<unsigned long>::traps
std::numeric_limits<unsigned long>::digits
std::numeric_limits<unsigned long>::digits10
std::numeric_limits<unsigned long>::is_exact
std::numeric_limits<unsigned long>::is_iec559
std::numeric_limits<unsigned long>::is_modulo
std::numeric_limits<unsigned long>::is_signed
std::numeric_limits<__int128>::has_denorm
std::numeric_limits<__int128>::is_bounded
std::numeric_limits<__int128>::is_integer
std::numeric_limits<__int128>::round_style
std::numeric_limits<__int128>::has_infinity
std::numeric_limits<__int128>::max_digits10
std::numeric_limits<__int128>::max_exponent
std::numeric_limits<__int128>::min_exponent
std::numeric_limits<__int128>::has_quiet_NaN
std::numeric_limits<__int128>::is_specialized
std::numeric_limits<__int128>::max_exponent10
std::numeric_limits<__int128>::min_exponent10
std::numeric_limits<__int128>::has_denorm_loss
std::numeric_limits<__int128>::tinyness_before
std::numeric_limits<__int128>::has_signaling_NaN
std::numeric_limits<__int128>::radix
std::numeric_limits<__int128>::traps
std::numeric_limits<__int128>::digits
std::numeric_limits<__int128>::digits10
std::numeric_limits<__int128>::is_exact
std::numeric_limits<__int128>::is_iec559
std::numeric_limits<__int128>::is_modulo
std::numeric_limits<__int128>::is_signed
std::numeric_limits<unsigned __int128>::has_denorm
std::numeric_limits<unsigned __int128>::is_bounded
std::numeric_limits<unsigned __int128>::is_integer
std::numeric_limits<unsigned __int128>::round_style
std::numeric_limits<unsigned __int128>::has_infinity
std::numeric_limits<unsigned __int128>::max_digits10
std::numeric_limits<unsigned __int128>::max_exponent
std::numeric_limits<unsigned __int128>::min_exponent
std::numeric_limits<unsigned __int128>::has_quiet_NaN
std::numeric_limits<unsigned __int128>::is_specialized
std::numeric_limits<unsigned __int128>::max_exponent10
std::numeric_limits<unsigned __int128>::min_exponent10
std::numeric_limits<unsigned __int128>::has_denorm_loss
std::numeric_limits<unsigned __int128>::tinyness_before
std::numeric_limits<unsigned __int128>::has_signaling_NaN
std::numeric_limits<unsigned __int128>::radix
std::numeric_limits<unsigned __int128>::traps
std::numeric_limits<unsigned __int128>::digits
std::numeric_limits<unsigned __int128>::digits10
std::numeric_limits<unsigned __int128>::is_exact
std::numeric_limits<unsigned __int128>::is_iec559
std::numeric_limits<unsigned __int128>::is_modulo
std::numeric_limits<unsigned __int128>::is_signed
std::numeric_limits<short>::has_denorm
std::numeric_limits<short>::is_bounded
std::numeric_limits<short>::is_integer
std::numeric_limits<short>::round_style
std::numeric_limits<short>::has_infinity
std::numeric_limits<short>::max_digits10
std::numeric_limits<short>::max_exponent
std::numeric_limits<short>::min_exponent
std::numeric_limits<short>::has_quiet_NaN
std::numeric_limits<short>::is_specialized
std::numeric_limits<short>::max_exponent10
std::numeric_limits<short>::min_exponent10
std::numeric_limits<short>::has_denorm_loss
std::numeric_limits<short>::tinyness_before
std::numeric_limits<short>::has_signaling_NaN
std::numeric_limits<short>::radix
std::numeric_limits<short>::traps
std::numeric_limits<short>::digits
std::numeric_limits<short>::digits10
std::numeric_limits<short>::is_exact
std::numeric_limits<short>::is_iec559
std::numeric_limits<short>::is_modulo
std::numeric_limits<short>::is_signed
std::numeric_limits<unsigned short>::has_denorm
std::numeric_limits<unsigned short>::is_bounded
std::numeric_limits<unsigned short>::is_integer
std::numeric_limits<unsigned short>::round_style
std::numeric_limits<unsigned short>::has_infinity
std::numeric_limits<unsigned short>::max_digits10
std::numeric_limits<unsigned short>::max_exponent
std::numeric_limits<unsigned short>::min_exponent
std::numeric_limits<unsigned short>::has_quiet_NaN
std::numeric_limits<unsigned short>::is_specialized
std::numeric_limits<unsigned short>::max_exponent10
std::numeric_limits<unsigned short>::min_exponent10
std::numeric_limits<unsigned short>::has_denorm_loss
std::numeric_limits<unsigned short>::tinyness_before
std::numeric_limits<unsigned short>::has_signaling_NaN
std::numeric_limits<unsigned short>::radix
std::numeric_limits<unsigned short>::traps
std::numeric_limits<unsigned short>::digits
std::numeric_limits<unsigned short>::digits10
std::numeric_limits<unsigned short>::is_exact
std::numeric_limits<unsigned short>::is_iec559
std::numeric_limits<unsigned short>::is_modulo
std::numeric_limits<unsigned short>::is_signed
std::numeric_limits<wchar_t>::has_denorm
std::numeric_limits<wchar_t>::is_bounded
std::numeric_limits<wchar_t>::is_integer
std::numeric_limits<wchar_t>::round_style
std::numeric_limits<wchar_t>::has_infinity
std::numeric_limits<wchar_t>::max_digits10
std::numeric_limits<wchar_t>::max_exponent
std::numeric_limits<wchar_t>::min_exponent
std::numeric_limits<wchar_t>::has_quiet_NaN
std::numeric_limits<wchar_t>::is_specialized
std::numeric_limits<wchar_t>::max_exponent10
std::numeric_limits<wchar_t>::min_exponent10
std::numeric_limits<wchar_t>::has_denorm_loss
std::numeric_limits<wchar_t>::tinyness_before
std::numeric_limits<wchar_t>::has_signaling_NaN
std::numeric_limits<wchar_t>::radix
std::numeric_limits<wchar_t>::traps
std::numeric_limits<wchar_t>::digits
std::numeric_limits<wchar_t>::digits10
std::numeric_limits<wchar_t>::is_exact
std::numeric_limits<wchar_t>::is_iec559
std::numeric_limits<wchar_t>::is_modulo
std::numeric_limits<wchar_t>::is_signed
std::numeric_limits<long long>::has_denorm
std::numeric_limits<long long>::is_bounded
std::numeric_limits<long long>::is_integer
std::numeric_limits<long long>::round_style
std::numeric_limits<long long>::has_infinity
std::numeric_limits<long long>::max_digits10
std::numeric_limits<long long>::max_exponent
std::numeric_limits<long long>::min_exponent
std::numeric_limits<long long>::has_quiet_NaN
std::numeric_limits<long long>::is_specialized
std::numeric_limits<long long>::max_exponent10
std::numeric_limits<long long>::min_exponent10
std::numeric_limits<long long>::has_denorm_loss
std::numeric_limits<long long>::tinyness_before
std::numeric_limits<long long>::has_signaling_NaN
std::numeric_limits<long long>::radix
std::numeric_limits<long long>::traps
std::numeric_limits<long long>::digits
std::numeric_limits<long long>::digits10
std::numeric_limits<long long>::is_exact
std::numeric_limits<long long>::is_iec559
std::numeric_limits<long long>::is_modulo
std::numeric_limits<long long>::is_signed
std::numeric_limits<unsigned long long>::has_denorm
std::numeric_limits<unsigned long long>::is_bounded
std::numeric_limits<unsigned long long>::is_integer
std::numeric_limits<unsigned long long>::round_style
std::numeric_limits<unsigned long long>::has_infinity
std::numeric_limits<unsigned long long>::max_digits10
std::numeric_limits<unsigned long long>::max_exponent
std::numeric_limits<unsigned long long>::min_exponent
std::numeric_limits<unsigned long long>::has_quiet_NaN
std::numeric_limits<unsigned long long>::is_specialized
std::numeric_limits<unsigned long long>::max_exponent10
std::numeric_limits<unsigned long long>::min_exponent10
std::numeric_limits<unsigned long long>::has_denorm_loss
std::numeric_limits<unsigned long long>::tinyness_before
std::numeric_limits<unsigned long long>::has_signaling_NaN
std::numeric_limits<unsigned long long>::radix
std::numeric_limits<unsigned long long>::traps
std::numeric_limits<unsigned long long>::digits
std::numeric_limits<unsigned long long>::digits10
std::numeric_limits<unsigned long long>::is_exact
std::numeric_limits<unsigned long long>::is_iec559
std::numeric_limits<unsigned long long>::is_modulo
std::numeric_limits<unsigned long long>::is_signed
std::overflow_error::overflow_error(char const*)
std::overflow_error::overflow_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::overflow_error::overflow_error(std::string const&)
std::overflow_error::overflow_error(char const*)
std::overflow_error::overflow_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::overflow_error::overflow_error(std::string const&)
std::overflow_error::~overflow_error()
std::overflow_error::~overflow_error()
std::overflow_error::~overflow_error()
std::_List_node_base::_M_reverse()
std::_List_node_base::_M_transfer(std::_List_node_base*, std::_List_node_base*)
std::_List_node_base::hook(std::_List_node_base*)
std::_List_node_base::swap(std::_List_node_base&, std::_List_node_base&)
std::_List_node_base::unhook()
std::_List_node_base::_M_hook(std::_List_node_base*)
std::_List_node_base::reverse()
std::_List_node_base::transfer(std::_List_node_base*, std::_List_node_base*)
std::_List_node_base::_M_unhook()
std::__exception_ptr::exception_ptr::_M_release()
std::__exception_ptr::exception_ptr::swap(std::__exception_ptr::exception_ptr&)
std::__exception_ptr::exception_ptr::_M_addref()
std::__exception_ptr::exception_ptr::exception_ptr(void (std::__exception_ptr::exception_ptr::*)())
std::__exception_ptr::exception_ptr::exception_ptr(void*)
std::__exception_ptr::exception_ptr::exception_ptr(std::__exception_ptr::exception_ptr const&)
std::__exception_ptr::exception_ptr::exception_ptr()
std::__exception_ptr::exception_ptr::exception_ptr(void (std::__exception_ptr::exception_ptr::*)())
std::__exception_ptr::exception_ptr::exception_ptr(std::__exception_ptr::exception_ptr const&)
std::__exception_ptr::exception_ptr::exception_ptr()
std::__exception_ptr::exception_ptr::~exception_ptr()
std::__exception_ptr::exception_ptr::~exception_ptr()
std::__exception_ptr::exception_ptr::operator=(std::__exception_ptr::exception_ptr const&)
std::__exception_ptr::operator==(std::__exception_ptr::exception_ptr const&, std::__exception_ptr::exception_ptr const&)
std::__exception_ptr::operator!=(std::__exception_ptr::exception_ptr const&, std::__exception_ptr::exception_ptr const&)
std::basic_streambuf<char, std::char_traits<char> >::pubseekoff(long, std::_Ios_Seekdir, std::_Ios_Openmode)
std::basic_streambuf<char, std::char_traits<char> >::pubseekpos(std::fpos<__mbstate_t>, std::_Ios_Openmode)
std::basic_streambuf<char, std::char_traits<char> >::__safe_gbump(long)
std::basic_streambuf<char, std::char_traits<char> >::__safe_pbump(long)
std::basic_streambuf<char, std::char_traits<char> >::setg(char*, char*, char*)
std::basic_streambuf<char, std::char_traits<char> >::setp(char*, char*)
std::basic_streambuf<char, std::char_traits<char> >::swap(std::basic_streambuf<char, std::char_traits<char> >&)
std::basic_streambuf<char, std::char_traits<char> >::sync()
std::basic_streambuf<char, std::char_traits<char> >::gbump(int)
std::basic_streambuf<char, std::char_traits<char> >::imbue(std::locale const&)
std::basic_streambuf<char, std::char_traits<char> >::pbump(int)
std::basic_streambuf<char, std::char_traits<char> >::sgetc()
std::basic_streambuf<char, std::char_traits<char> >::sgetn(char*, long)
std::basic_streambuf<char, std::char_traits<char> >::sputc(char)
std::basic_streambuf<char, std::char_traits<char> >::sputn(char const*, long)
std::basic_streambuf<char, std::char_traits<char> >::uflow()
std::basic_streambuf<char, std::char_traits<char> >::sbumpc()
std::basic_streambuf<char, std::char_traits<char> >::setbuf(char*, long)
std::basic_streambuf<char, std::char_traits<char> >::snextc()
std::basic_streambuf<char, std::char_traits<char> >::stossc()
std::basic_streambuf<char, std::char_traits<char> >::xsgetn(char*, long)
std::basic_streambuf<char, std::char_traits<char> >::xsputn(char const*, long)
std::basic_streambuf<char, std::char_traits<char> >::pubsync()
std::basic_streambuf<char, std::char_traits<char> >::seekoff(long, std::_Ios_Seekdir, std::_Ios_Openmode)
std::basic_streambuf<char, std::char_traits<char> >::seekpos(std::fpos<__mbstate_t>, std::_Ios_Openmode)
std::basic_streambuf<char, std::char_traits<char> >::sungetc()
std::basic_streambuf<char, std::char_traits<char> >::in_avail()
std::basic_streambuf<char, std::char_traits<char> >::overflow(int)
std::basic_streambuf<char, std::char_traits<char> >::pubimbue(std::locale const&)
std::basic_streambuf<char, std::char_traits<char> >::pbackfail(int)
std::basic_streambuf<char, std::char_traits<char> >::pubsetbuf(char*, long)
std::basic_streambuf<char, std::char_traits<char> >::showmanyc()
std::basic_streambuf<char, std::char_traits<char> >::sputbackc(char)
std::basic_streambuf<char, std::char_traits<char> >::underflow()
std::basic_streambuf<char, std::char_traits<char> >::basic_streambuf(std::basic_streambuf<char, std::char_traits<char> > const&)
std::basic_streambuf<char, std::char_traits<char> >::basic_streambuf()
std::basic_streambuf<char, std::char_traits<char> >::basic_streambuf(std::basic_streambuf<char, std::char_traits<char> > const&)
std::basic_streambuf<char, std::char_traits<char> >::basic_streambuf()
std::basic_streambuf<char, std::char_traits<char> >::~basic_streambuf()
std::basic_streambuf<char, std::char_traits<char> >::~basic_streambuf()
std::basic_streambuf<char, std::char_traits<char> >::~basic_streambuf()
std::basic_streambuf<char, std::char_traits<char> >::operator=(std::basic_streambuf<char, std::char_traits<char> > const&)
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::pubseekoff(long, std::_Ios_Seekdir, std::_Ios_Openmode)
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::pubseekpos(std::fpos<__mbstate_t>, std::_Ios_Openmode)
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::__safe_gbump(long)
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::__safe_pbump(long)
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::setg(wchar_t*, wchar_t*, wchar_t*)
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::setp(wchar_t*, wchar_t*)
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::swap(std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >&)
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::sync()
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::gbump(int)
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::imbue(std::locale const&)
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::pbump(int)
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::sgetc()
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::sgetn(wchar_t*, long)
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::sputc(wchar_t)
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::sputn(wchar_t const*, long)
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::uflow()
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::sbumpc()
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::setbuf(wchar_t*, long)
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::snextc()
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::stossc()
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::xsgetn(wchar_t*, long)
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::xsputn(wchar_t const*, long)
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::pubsync()
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::seekoff(long, std::_Ios_Seekdir, std::_Ios_Openmode)
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::seekpos(std::fpos<__mbstate_t>, std::_Ios_Openmode)
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::sungetc()
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::in_avail()
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::overflow(unsigned int)
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::pubimbue(std::locale const&)
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::pbackfail(unsigned int)
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::pubsetbuf(wchar_t*, long)
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::showmanyc()
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::sputbackc(wchar_t)
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::underflow()
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::basic_streambuf(std::basic_streambuf<wchar_t, std::char_traits<wchar_t> > const&)
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::basic_streambuf()
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::basic_streambuf(std::basic_streambuf<wchar_t, std::char_traits<wchar_t> > const&)
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::basic_streambuf()
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::~basic_streambuf()
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::~basic_streambuf()
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::~basic_streambuf()
std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >::operator=(std::basic_streambuf<wchar_t, std::char_traits<wchar_t> > const&)
std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::_M_update_egptr()
std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::_M_stringbuf_init(std::_Ios_Openmode)
std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::str(std::string const&)
std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::swap(std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >&)
std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::setbuf(char*, long)
std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::_M_sync(char*, unsigned long, unsigned long)
std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::seekoff(long, std::_Ios_Seekdir, std::_Ios_Openmode)
std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::seekpos(std::fpos<__mbstate_t>, std::_Ios_Openmode)
std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::_M_pbump(char*, char*, long)
std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::overflow(int)
std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::pbackfail(int)
std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::showmanyc()
std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::underflow()
std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::basic_stringbuf(std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >&&)
std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::basic_stringbuf(std::string const&, std::_Ios_Openmode)
std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::basic_stringbuf(std::_Ios_Openmode)
std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::basic_stringbuf()
std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::basic_stringbuf(std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >&&)
std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::basic_stringbuf(std::string const&, std::_Ios_Openmode)
std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::basic_stringbuf(std::_Ios_Openmode)
std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::basic_stringbuf()
std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::~basic_stringbuf()
std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::~basic_stringbuf()
std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::operator=(std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >&&)
std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_update_egptr()
std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_stringbuf_init(std::_Ios_Openmode)
std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::str(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::swap(std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&)
std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::setbuf(wchar_t*, long)
std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_sync(wchar_t*, unsigned long, unsigned long)
std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::seekoff(long, std::_Ios_Seekdir, std::_Ios_Openmode)
std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::seekpos(std::fpos<__mbstate_t>, std::_Ios_Openmode)
std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_pbump(wchar_t*, wchar_t*, long)
std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::overflow(unsigned int)
std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::pbackfail(unsigned int)
std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::showmanyc()
std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::underflow()
std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringbuf(std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringbuf(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, std::_Ios_Openmode)
std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringbuf(std::_Ios_Openmode)
std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringbuf()
std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringbuf(std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringbuf(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, std::_Ios_Openmode)
std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringbuf(std::_Ios_Openmode)
std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringbuf()
std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_stringbuf()
std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_stringbuf()
std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator=(std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::messages_byname<char>::messages_byname(char const*, unsigned long)
std::messages_byname<char>::messages_byname(std::string const&, unsigned long)
std::messages_byname<char>::messages_byname(char const*, unsigned long)
std::messages_byname<char>::messages_byname(std::string const&, unsigned long)
std::messages_byname<char>::~messages_byname()
std::messages_byname<char>::~messages_byname()
std::messages_byname<char>::~messages_byname()
std::messages_byname<wchar_t>::messages_byname(char const*, unsigned long)
std::messages_byname<wchar_t>::messages_byname(std::string const&, unsigned long)
std::messages_byname<wchar_t>::messages_byname(char const*, unsigned long)
std::messages_byname<wchar_t>::messages_byname(std::string const&, unsigned long)
std::messages_byname<wchar_t>::~messages_byname()
std::messages_byname<wchar_t>::~messages_byname()
std::messages_byname<wchar_t>::~messages_byname()
std::numpunct_byname<char>::numpunct_byname(char const*, unsigned long)
std::numpunct_byname<char>::numpunct_byname(std::string const&, unsigned long)
std::numpunct_byname<char>::numpunct_byname(char const*, unsigned long)
std::numpunct_byname<char>::numpunct_byname(std::string const&, unsigned long)
std::numpunct_byname<char>::~numpunct_byname()
std::numpunct_byname<char>::~numpunct_byname()
std::numpunct_byname<char>::~numpunct_byname()
std::numpunct_byname<wchar_t>::numpunct_byname(char const*, unsigned long)
std::numpunct_byname<wchar_t>::numpunct_byname(std::string const&, unsigned long)
std::numpunct_byname<wchar_t>::numpunct_byname(char const*, unsigned long)
std::numpunct_byname<wchar_t>::numpunct_byname(std::string const&, unsigned long)
std::numpunct_byname<wchar_t>::~numpunct_byname()
std::numpunct_byname<wchar_t>::~numpunct_byname()
std::numpunct_byname<wchar_t>::~numpunct_byname()
std::time_get_byname<char, std::istreambuf_iterator<char, std::char_traits<char> > >::time_get_byname(char const*, unsigned long)
std::time_get_byname<char, std::istreambuf_iterator<char, std::char_traits<char> > >::time_get_byname(std::string const&, unsigned long)
std::time_get_byname<char, std::istreambuf_iterator<char, std::char_traits<char> > >::time_get_byname(char const*, unsigned long)
std::time_get_byname<char, std::istreambuf_iterator<char, std::char_traits<char> > >::time_get_byname(std::string const&, unsigned long)
std::time_get_byname<char, std::istreambuf_iterator<char, std::char_traits<char> > >::~time_get_byname()
std::time_get_byname<char, std::istreambuf_iterator<char, std::char_traits<char> > >::~time_get_byname()
std::time_get_byname<char, std::istreambuf_iterator<char, std::char_traits<char> > >::~time_get_byname()
std::time_get_byname<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::time_get_byname(char const*, unsigned long)
std::time_get_byname<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::time_get_byname(std::string const&, unsigned long)
std::time_get_byname<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::time_get_byname(char const*, unsigned long)
std::time_get_byname<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::time_get_byname(std::string const&, unsigned long)
std::time_get_byname<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~time_get_byname()
std::time_get_byname<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~time_get_byname()
std::time_get_byname<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~time_get_byname()
std::time_put_byname<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::time_put_byname(char const*, unsigned long)
std::time_put_byname<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::time_put_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::time_put_byname<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::time_put_byname(std::string const&, unsigned long)
std::time_put_byname<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::time_put_byname(char const*, unsigned long)
std::time_put_byname<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::time_put_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::time_put_byname<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::time_put_byname(std::string const&, unsigned long)
std::time_put_byname<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::~time_put_byname()
std::time_put_byname<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::~time_put_byname()
std::time_put_byname<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::~time_put_byname()
std::time_put_byname<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::time_put_byname(char const*, unsigned long)
std::time_put_byname<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::time_put_byname(std::string const&, unsigned long)
std::time_put_byname<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::time_put_byname(char const*, unsigned long)
std::time_put_byname<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::time_put_byname(std::string const&, unsigned long)
std::time_put_byname<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~time_put_byname()
std::time_put_byname<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~time_put_byname()
std::time_put_byname<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~time_put_byname()
std::underflow_error::underflow_error(char const*)
std::underflow_error::underflow_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::underflow_error::underflow_error(std::string const&)
std::underflow_error::underflow_error(char const*)
std::underflow_error::underflow_error(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::underflow_error::underflow_error(std::string const&)
std::underflow_error::~underflow_error()
std::underflow_error::~underflow_error()
std::underflow_error::~underflow_error()
std::__numpunct_cache<char>::_M_cache(std::locale const&)
std::__numpunct_cache<char>::__numpunct_cache(unsigned long)
std::__numpunct_cache<char>::__numpunct_cache(unsigned long)
std::__numpunct_cache<char>::~__numpunct_cache()
std::__numpunct_cache<char>::~__numpunct_cache()
std::__numpunct_cache<char>::~__numpunct_cache()
std::__numpunct_cache<wchar_t>::_M_cache(std::locale const&)
std::__numpunct_cache<wchar_t>::__numpunct_cache(unsigned long)
std::__numpunct_cache<wchar_t>::__numpunct_cache(unsigned long)
std::__numpunct_cache<wchar_t>::~__numpunct_cache()
std::__numpunct_cache<wchar_t>::~__numpunct_cache()
std::__numpunct_cache<wchar_t>::~__numpunct_cache()
std::__time_get_state::_M_finalize_state(tm*)
std::bad_array_length::~bad_array_length()
std::bad_array_length::~bad_array_length()
std::bad_array_length::~bad_array_length()
std::invalid_argument::invalid_argument(char const*)
std::invalid_argument::invalid_argument(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::invalid_argument::invalid_argument(std::string const&)
std::invalid_argument::invalid_argument(char const*)
std::invalid_argument::invalid_argument(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::invalid_argument::invalid_argument(std::string const&)
std::invalid_argument::~invalid_argument()
std::invalid_argument::~invalid_argument()
std::invalid_argument::~invalid_argument()
std::nested_exception::~nested_exception()
std::nested_exception::~nested_exception()
std::nested_exception::~nested_exception()
std::__timepunct_cache<char>::_S_timezones
std::__timepunct_cache<char>::__timepunct_cache(unsigned long)
std::__timepunct_cache<char>::__timepunct_cache(unsigned long)
std::__timepunct_cache<char>::~__timepunct_cache()
std::__timepunct_cache<char>::~__timepunct_cache()
std::__timepunct_cache<char>::~__timepunct_cache()
std::__timepunct_cache<wchar_t>::_S_timezones
std::__timepunct_cache<wchar_t>::__timepunct_cache(unsigned long)
std::__timepunct_cache<wchar_t>::__timepunct_cache(unsigned long)
std::__timepunct_cache<wchar_t>::~__timepunct_cache()
std::__timepunct_cache<wchar_t>::~__timepunct_cache()
std::__timepunct_cache<wchar_t>::~__timepunct_cache()
std::bad_function_call::~bad_function_call()
std::bad_function_call::~bad_function_call()
std::bad_function_call::~bad_function_call()
std::moneypunct_byname<char, false>::intl
std::moneypunct_byname<char, false>::moneypunct_byname(char const*, unsigned long)
std::moneypunct_byname<char, false>::moneypunct_byname(std::string const&, unsigned long)
std::moneypunct_byname<char, false>::moneypunct_byname(char const*, unsigned long)
std::moneypunct_byname<char, false>::moneypunct_byname(std::string const&, unsigned long)
std::moneypunct_byname<char, false>::~moneypunct_byname()
std::moneypunct_byname<char, false>::~moneypunct_byname()
std::moneypunct_byname<char, false>::~moneypunct_byname()
std::moneypunct_byname<char, true>::intl
std::moneypunct_byname<char, true>::moneypunct_byname(char const*, unsigned long)
std::moneypunct_byname<char, true>::moneypunct_byname(std::string const&, unsigned long)
std::moneypunct_byname<char, true>::moneypunct_byname(char const*, unsigned long)
std::moneypunct_byname<char, true>::moneypunct_byname(std::string const&, unsigned long)
std::moneypunct_byname<char, true>::~moneypunct_byname()
std::moneypunct_byname<char, true>::~moneypunct_byname()
std::moneypunct_byname<char, true>::~moneypunct_byname()
std::moneypunct_byname<wchar_t, false>::intl
std::moneypunct_byname<wchar_t, false>::moneypunct_byname(char const*, unsigned long)
std::moneypunct_byname<wchar_t, false>::moneypunct_byname(std::string const&, unsigned long)
std::moneypunct_byname<wchar_t, false>::moneypunct_byname(char const*, unsigned long)
std::moneypunct_byname<wchar_t, false>::moneypunct_byname(std::string const&, unsigned long)
std::moneypunct_byname<wchar_t, false>::~moneypunct_byname()
std::moneypunct_byname<wchar_t, false>::~moneypunct_byname()
std::moneypunct_byname<wchar_t, false>::~moneypunct_byname()
std::moneypunct_byname<wchar_t, true>::intl
std::moneypunct_byname<wchar_t, true>::moneypunct_byname(char const*, unsigned long)
std::moneypunct_byname<wchar_t, true>::moneypunct_byname(std::string const&, unsigned long)
std::moneypunct_byname<wchar_t, true>::moneypunct_byname(char const*, unsigned long)
std::moneypunct_byname<wchar_t, true>::moneypunct_byname(std::string const&, unsigned long)
std::moneypunct_byname<wchar_t, true>::~moneypunct_byname()
std::moneypunct_byname<wchar_t, true>::~moneypunct_byname()
std::moneypunct_byname<wchar_t, true>::~moneypunct_byname()
std::__moneypunct_cache<char, false>::_M_cache(std::locale const&)
std::__moneypunct_cache<char, false>::__moneypunct_cache(unsigned long)
std::__moneypunct_cache<char, false>::__moneypunct_cache(unsigned long)
std::__moneypunct_cache<char, false>::~__moneypunct_cache()
std::__moneypunct_cache<char, false>::~__moneypunct_cache()
std::__moneypunct_cache<char, false>::~__moneypunct_cache()
std::__moneypunct_cache<char, true>::_M_cache(std::locale const&)
std::__moneypunct_cache<char, true>::__moneypunct_cache(unsigned long)
std::__moneypunct_cache<char, true>::__moneypunct_cache(unsigned long)
std::__moneypunct_cache<char, true>::~__moneypunct_cache()
std::__moneypunct_cache<char, true>::~__moneypunct_cache()
std::__moneypunct_cache<char, true>::~__moneypunct_cache()
std::__moneypunct_cache<wchar_t, false>::_M_cache(std::locale const&)
std::__moneypunct_cache<wchar_t, false>::__moneypunct_cache(unsigned long)
std::__moneypunct_cache<wchar_t, false>::__moneypunct_cache(unsigned long)
std::__moneypunct_cache<wchar_t, false>::~__moneypunct_cache()
std::__moneypunct_cache<wchar_t, false>::~__moneypunct_cache()
std::__moneypunct_cache<wchar_t, false>::~__moneypunct_cache()
std::__moneypunct_cache<wchar_t, true>::_M_cache(std::locale const&)
std::__moneypunct_cache<wchar_t, true>::__moneypunct_cache(unsigned long)
std::__moneypunct_cache<wchar_t, true>::__moneypunct_cache(unsigned long)
std::__moneypunct_cache<wchar_t, true>::~__moneypunct_cache()
std::__moneypunct_cache<wchar_t, true>::~__moneypunct_cache()
std::__moneypunct_cache<wchar_t, true>::~__moneypunct_cache()
std::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::str(std::string const&)
std::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::swap(std::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >&)
std::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::basic_stringstream(std::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >&&)
std::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::basic_stringstream(std::string const&, std::_Ios_Openmode)
std::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::basic_stringstream(std::_Ios_Openmode)
std::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::basic_stringstream()
std::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::basic_stringstream(std::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >&&)
std::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::basic_stringstream(std::string const&, std::_Ios_Openmode)
std::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::basic_stringstream(std::_Ios_Openmode)
std::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::basic_stringstream()
std::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_stringstream()
std::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_stringstream()
std::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_stringstream()
std::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::operator=(std::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >&&)
std::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::str(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::swap(std::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&)
std::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringstream(std::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringstream(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, std::_Ios_Openmode)
std::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringstream(std::_Ios_Openmode)
std::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringstream()
std::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringstream(std::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringstream(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, std::_Ios_Openmode)
std::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringstream(std::_Ios_Openmode)
std::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringstream()
std::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_stringstream()
std::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_stringstream()
std::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_stringstream()
std::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator=(std::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::condition_variable::notify_all()
std::condition_variable::notify_one()
std::condition_variable::wait(std::unique_lock<std::mutex>&)
std::condition_variable::condition_variable()
std::condition_variable::condition_variable()
std::condition_variable::~condition_variable()
std::condition_variable::~condition_variable()
std::_Sp_make_shared_tag::_S_eq(std::type_info const&)
std::__codecvt_utf8_base<char32_t>::~__codecvt_utf8_base()
std::__codecvt_utf8_base<char32_t>::~__codecvt_utf8_base()
std::__codecvt_utf8_base<char32_t>::~__codecvt_utf8_base()
std::__codecvt_utf8_base<char16_t>::~__codecvt_utf8_base()
std::__codecvt_utf8_base<char16_t>::~__codecvt_utf8_base()
std::__codecvt_utf8_base<char16_t>::~__codecvt_utf8_base()
std::__codecvt_utf8_base<wchar_t>::~__codecvt_utf8_base()
std::__codecvt_utf8_base<wchar_t>::~__codecvt_utf8_base()
std::__codecvt_utf8_base<wchar_t>::~__codecvt_utf8_base()
std::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::str(std::string const&)
std::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::swap(std::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >&)
std::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::basic_istringstream(std::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >&&)
std::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::basic_istringstream(std::string const&, std::_Ios_Openmode)
std::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::basic_istringstream(std::_Ios_Openmode)
std::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::basic_istringstream()
std::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::basic_istringstream(std::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >&&)
std::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::basic_istringstream(std::string const&, std::_Ios_Openmode)
std::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::basic_istringstream(std::_Ios_Openmode)
std::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::basic_istringstream()
std::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_istringstream()
std::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_istringstream()
std::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_istringstream()
std::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::operator=(std::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >&&)
std::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::str(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::swap(std::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&)
std::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_istringstream(std::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_istringstream(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, std::_Ios_Openmode)
std::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_istringstream(std::_Ios_Openmode)
std::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_istringstream()
std::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_istringstream(std::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_istringstream(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, std::_Ios_Openmode)
std::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_istringstream(std::_Ios_Openmode)
std::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_istringstream()
std::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_istringstream()
std::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_istringstream()
std::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_istringstream()
std::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator=(std::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::str(std::string const&)
std::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::swap(std::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >&)
std::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::basic_ostringstream(std::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >&&)
std::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::basic_ostringstream(std::string const&, std::_Ios_Openmode)
std::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::basic_ostringstream(std::_Ios_Openmode)
std::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::basic_ostringstream()
std::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::basic_ostringstream(std::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >&&)
std::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::basic_ostringstream(std::string const&, std::_Ios_Openmode)
std::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::basic_ostringstream(std::_Ios_Openmode)
std::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::basic_ostringstream()
std::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_ostringstream()
std::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_ostringstream()
std::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_ostringstream()
std::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::operator=(std::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >&&)
std::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::str(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::swap(std::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&)
std::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_ostringstream(std::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_ostringstream(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, std::_Ios_Openmode)
std::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_ostringstream(std::_Ios_Openmode)
std::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_ostringstream()
std::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_ostringstream(std::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_ostringstream(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, std::_Ios_Openmode)
std::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_ostringstream(std::_Ios_Openmode)
std::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_ostringstream()
std::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_ostringstream()
std::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_ostringstream()
std::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_ostringstream()
std::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator=(std::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::istreambuf_iterator<char, std::char_traits<char> >::operator++()
std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> >::operator++()
std::__codecvt_utf16_base<char32_t>::~__codecvt_utf16_base()
std::__codecvt_utf16_base<char32_t>::~__codecvt_utf16_base()
std::__codecvt_utf16_base<char32_t>::~__codecvt_utf16_base()
std::__codecvt_utf16_base<char16_t>::~__codecvt_utf16_base()
std::__codecvt_utf16_base<char16_t>::~__codecvt_utf16_base()
std::__codecvt_utf16_base<char16_t>::~__codecvt_utf16_base()
std::__codecvt_utf16_base<wchar_t>::~__codecvt_utf16_base()
std::__codecvt_utf16_base<wchar_t>::~__codecvt_utf16_base()
std::__codecvt_utf16_base<wchar_t>::~__codecvt_utf16_base()
std::bad_array_new_length::~bad_array_new_length()
std::bad_array_new_length::~bad_array_new_length()
std::bad_array_new_length::~bad_array_new_length()
std::__numeric_limits_base::has_denorm
std::__numeric_limits_base::is_bounded
std::__numeric_limits_base::is_integer
std::__numeric_limits_base::round_style
std::__numeric_limits_base::has_infinity
std::__numeric_limits_base::max_digits10
std::__numeric_limits_base::max_exponent
std::__numeric_limits_base::min_exponent
std::__numeric_limits_base::has_quiet_NaN
std::__numeric_limits_base::is_specialized
std::__numeric_limits_base::max_exponent10
std::__numeric_limits_base::min_exponent10
std::__numeric_limits_base::has_denorm_loss
std::__numeric_limits_base::tinyness_before
std::__numeric_limits_base::has_signaling_NaN
std::__numeric_limits_base::radix
std::__numeric_limits_base::traps
std::__numeric_limits_base::digits
std::__numeric_limits_base::digits10
std::__numeric_limits_base::is_exact
std::__numeric_limits_base::is_iec559
std::__numeric_limits_base::is_modulo
std::__numeric_limits_base::is_signed
std::condition_variable_any::condition_variable_any()
std::condition_variable_any::condition_variable_any()
std::condition_variable_any::~condition_variable_any()
std::condition_variable_any::~condition_variable_any()
std::__codecvt_utf8_utf16_base<char32_t>::~__codecvt_utf8_utf16_base()
std::__codecvt_utf8_utf16_base<char32_t>::~__codecvt_utf8_utf16_base()
std::__codecvt_utf8_utf16_base<char32_t>::~__codecvt_utf8_utf16_base()
std::__codecvt_utf8_utf16_base<char16_t>::~__codecvt_utf8_utf16_base()
std::__codecvt_utf8_utf16_base<char16_t>::~__codecvt_utf8_utf16_base()
std::__codecvt_utf8_utf16_base<char16_t>::~__codecvt_utf8_utf16_base()
std::__codecvt_utf8_utf16_base<wchar_t>::~__codecvt_utf8_utf16_base()
std::__codecvt_utf8_utf16_base<wchar_t>::~__codecvt_utf8_utf16_base()
std::__codecvt_utf8_utf16_base<wchar_t>::~__codecvt_utf8_utf16_base()
std::__atomic_futex_unsigned_base::_M_futex_notify_all(unsigned int*)
std::__atomic_futex_unsigned_base::_M_futex_wait_until(unsigned int*, unsigned int, bool, std::chrono::duration<long, std::ratio<1l, 1l> >, std::chrono::duration<long, std::ratio<1l, 1000000000l> >)
std::__atomic_futex_unsigned_base::_M_futex_wait_until_steady(unsigned int*, unsigned int, bool, std::chrono::duration<long, std::ratio<1l, 1l> >, std::chrono::duration<long, std::ratio<1l, 1000000000l> >)
std::_V2::error_category::~error_category()
std::_V2::error_category::~error_category()
std::_V2::error_category::~error_category()
std::_V2::system_category()
std::_V2::generic_category()
std::pmr::memory_resource::~memory_resource()
std::pmr::memory_resource::~memory_resource()
std::pmr::memory_resource::~memory_resource()
std::pmr::new_delete_resource()
std::pmr::get_default_resource()
std::pmr::null_memory_resource()
std::pmr::set_default_resource(std::pmr::memory_resource*)
std::pmr::monotonic_buffer_resource::_M_new_buffer(unsigned long, unsigned long)
std::pmr::monotonic_buffer_resource::_M_release_buffers()
std::pmr::monotonic_buffer_resource::~monotonic_buffer_resource()
std::pmr::monotonic_buffer_resource::~monotonic_buffer_resource()
std::pmr::monotonic_buffer_resource::~monotonic_buffer_resource()
std::pmr::synchronized_pool_resource::do_allocate(unsigned long, unsigned long)
std::pmr::synchronized_pool_resource::do_deallocate(void*, unsigned long, unsigned long)
std::pmr::synchronized_pool_resource::release()
std::pmr::synchronized_pool_resource::synchronized_pool_resource(std::pmr::pool_options const&, std::pmr::memory_resource*)
std::pmr::synchronized_pool_resource::synchronized_pool_resource(std::pmr::pool_options const&, std::pmr::memory_resource*)
std::pmr::synchronized_pool_resource::~synchronized_pool_resource()
std::pmr::synchronized_pool_resource::~synchronized_pool_resource()
std::pmr::unsynchronized_pool_resource::do_allocate(unsigned long, unsigned long)
std::pmr::unsynchronized_pool_resource::do_deallocate(void*, unsigned long, unsigned long)
std::pmr::unsynchronized_pool_resource::release()
std::pmr::unsynchronized_pool_resource::unsynchronized_pool_resource(std::pmr::pool_options const&, std::pmr::memory_resource*)
std::pmr::unsynchronized_pool_resource::unsynchronized_pool_resource(std::pmr::pool_options const&, std::pmr::memory_resource*)
std::pmr::unsynchronized_pool_resource::~unsynchronized_pool_resource()
std::pmr::unsynchronized_pool_resource::~unsynchronized_pool_resource()
std::tr1::__detail::__prime_list
std::ctype<char>::table_size
std::ctype<char>::classic_table()
std::ctype<char>::id
std::ctype<char>::ctype(__locale_struct*, unsigned short const*, bool, unsigned long)
std::ctype<char>::ctype(unsigned short const*, bool, unsigned long)
std::ctype<char>::ctype(__locale_struct*, unsigned short const*, bool, unsigned long)
std::ctype<char>::ctype(unsigned short const*, bool, unsigned long)
std::ctype<char>::~ctype()
std::ctype<char>::~ctype()
std::ctype<char>::~ctype()
std::ctype<wchar_t>::_M_initialize_ctype()
std::ctype<wchar_t>::id
std::ctype<wchar_t>::ctype(__locale_struct*, unsigned long)
std::ctype<wchar_t>::ctype(unsigned long)
std::ctype<wchar_t>::ctype(__locale_struct*, unsigned long)
std::ctype<wchar_t>::ctype(unsigned long)
std::ctype<wchar_t>::~ctype()
std::ctype<wchar_t>::~ctype()
std::ctype<wchar_t>::~ctype()
std::__norm::_List_node_base::_M_reverse()
std::__norm::_List_node_base::_M_transfer(std::__norm::_List_node_base*, std::__norm::_List_node_base*)
std::__norm::_List_node_base::hook(std::__norm::_List_node_base*)
std::__norm::_List_node_base::swap(std::__norm::_List_node_base&, std::__norm::_List_node_base&)
std::__norm::_List_node_base::unhook()
std::__norm::_List_node_base::_M_hook(std::__norm::_List_node_base*)
std::__norm::_List_node_base::reverse()
std::__norm::_List_node_base::transfer(std::__norm::_List_node_base*, std::__norm::_List_node_base*)
std::__norm::_List_node_base::_M_unhook()
std::chrono::system_clock::is_monotonic
std::chrono::system_clock::now()
std::chrono::_V2::steady_clock::now()
std::chrono::_V2::steady_clock::is_steady
std::chrono::_V2::system_clock::now()
std::chrono::_V2::system_clock::is_steady
std::gslice::_Indexer::_Indexer(unsigned long, std::valarray<unsigned long> const&, std::valarray<unsigned long> const&)
std::gslice::_Indexer::_Indexer(unsigned long, std::valarray<unsigned long> const&, std::valarray<unsigned long> const&)
std::locale::_M_coalesce(std::locale const&, std::locale const&, int)
std::locale::_S_normalize_category(int)
std::locale::all
std::locale::none
std::locale::time
std::locale::_Impl::_M_install_cache(std::locale::facet const*, unsigned long)
std::locale::_Impl::_M_install_facet(std::locale::id const*, std::locale::facet const*)
std::locale::_Impl::_M_replace_facet(std::locale::_Impl const*, std::locale::id const*)
std::locale::_Impl::_M_replace_category(std::locale::_Impl const*, std::locale::id const* const*)
std::locale::_Impl::_M_replace_categories(std::locale::_Impl const*, int)
std::locale::_Impl::_Impl(char const*, unsigned long)
std::locale::_Impl::_Impl(std::locale::_Impl const&, unsigned long)
std::locale::_Impl::_Impl(unsigned long)
std::locale::_Impl::_Impl(char const*, unsigned long)
std::locale::_Impl::_Impl(std::locale::_Impl const&, unsigned long)
std::locale::_Impl::_Impl(unsigned long)
std::locale::_Impl::~_Impl()
std::locale::_Impl::~_Impl()
std::locale::ctype
std::locale::facet::_S_get_c_name()
std::locale::facet::_S_get_c_locale()
std::locale::facet::_S_clone_c_locale(__locale_struct*&)
std::locale::facet::_S_create_c_locale(__locale_struct*&, char const*, __locale_struct*)
std::locale::facet::_S_destroy_c_locale(__locale_struct*&)
std::locale::facet::~facet()
std::locale::facet::~facet()
std::locale::facet::~facet()
std::locale::global(std::locale const&)
std::locale::classic()
std::locale::collate
std::locale::numeric
std::locale::messages
std::locale::monetary
std::locale::locale(char const*)
std::locale::locale(std::locale::_Impl*)
std::locale::locale(std::locale const&)
std::locale::locale(std::locale const&, char const*, int)
std::locale::locale(std::locale const&, std::locale const&, int)
std::locale::locale()
std::locale::locale(char const*)
std::locale::locale(std::locale::_Impl*)
std::locale::locale(std::locale const&)
std::locale::locale(std::locale const&, char const*, int)
std::locale::locale(std::locale const&, std::locale const&, int)
std::locale::locale()
std::locale::~locale()
std::locale::~locale()
std::locale::operator=(std::locale const&)
std::thread::_M_start_thread(std::shared_ptr<std::thread::_Impl_base>)
std::thread::_M_start_thread(std::shared_ptr<std::thread::_Impl_base>, void (*)())
std::thread::_M_start_thread(std::unique_ptr<std::thread::_State, std::default_delete<std::thread::_State> >, void (*)())
std::thread::hardware_concurrency()
std::thread::join()
std::thread::_State::~_State()
std::thread::_State::~_State()
std::thread::_State::~_State()
std::thread::detach()
std::__cxx11::moneypunct<char, false>::_M_initialize_moneypunct(__locale_struct*, char const*)
std::__cxx11::moneypunct<char, false>::id
std::__cxx11::moneypunct<char, false>::intl
std::__cxx11::moneypunct<char, false>::moneypunct(__locale_struct*, char const*, unsigned long)
std::__cxx11::moneypunct<char, false>::moneypunct(std::__moneypunct_cache<char, false>*, unsigned long)
std::__cxx11::moneypunct<char, false>::moneypunct(unsigned long)
std::__cxx11::moneypunct<char, false>::moneypunct(__locale_struct*, char const*, unsigned long)
std::__cxx11::moneypunct<char, false>::moneypunct(std::__moneypunct_cache<char, false>*, unsigned long)
std::__cxx11::moneypunct<char, false>::moneypunct(unsigned long)
std::__cxx11::moneypunct<char, false>::~moneypunct()
std::__cxx11::moneypunct<char, false>::~moneypunct()
std::__cxx11::moneypunct<char, false>::~moneypunct()
std::__cxx11::moneypunct<char, true>::_M_initialize_moneypunct(__locale_struct*, char const*)
std::__cxx11::moneypunct<char, true>::id
std::__cxx11::moneypunct<char, true>::intl
std::__cxx11::moneypunct<char, true>::moneypunct(__locale_struct*, char const*, unsigned long)
std::__cxx11::moneypunct<char, true>::moneypunct(std::__moneypunct_cache<char, true>*, unsigned long)
std::__cxx11::moneypunct<char, true>::moneypunct(unsigned long)
std::__cxx11::moneypunct<char, true>::moneypunct(__locale_struct*, char const*, unsigned long)
std::__cxx11::moneypunct<char, true>::moneypunct(std::__moneypunct_cache<char, true>*, unsigned long)
std::__cxx11::moneypunct<char, true>::moneypunct(unsigned long)
std::__cxx11::moneypunct<char, true>::~moneypunct()
std::__cxx11::moneypunct<char, true>::~moneypunct()
std::__cxx11::moneypunct<char, true>::~moneypunct()
std::__cxx11::moneypunct<wchar_t, false>::_M_initialize_moneypunct(__locale_struct*, char const*)
std::__cxx11::moneypunct<wchar_t, false>::id
std::__cxx11::moneypunct<wchar_t, false>::intl
std::__cxx11::moneypunct<wchar_t, false>::moneypunct(__locale_struct*, char const*, unsigned long)
std::__cxx11::moneypunct<wchar_t, false>::moneypunct(std::__moneypunct_cache<wchar_t, false>*, unsigned long)
std::__cxx11::moneypunct<wchar_t, false>::moneypunct(unsigned long)
std::__cxx11::moneypunct<wchar_t, false>::moneypunct(__locale_struct*, char const*, unsigned long)
std::__cxx11::moneypunct<wchar_t, false>::moneypunct(std::__moneypunct_cache<wchar_t, false>*, unsigned long)
std::__cxx11::moneypunct<wchar_t, false>::moneypunct(unsigned long)
std::__cxx11::moneypunct<wchar_t, false>::~moneypunct()
std::__cxx11::moneypunct<wchar_t, false>::~moneypunct()
std::__cxx11::moneypunct<wchar_t, false>::~moneypunct()
std::__cxx11::moneypunct<wchar_t, true>::_M_initialize_moneypunct(__locale_struct*, char const*)
std::__cxx11::moneypunct<wchar_t, true>::id
std::__cxx11::moneypunct<wchar_t, true>::intl
std::__cxx11::moneypunct<wchar_t, true>::moneypunct(__locale_struct*, char const*, unsigned long)
std::__cxx11::moneypunct<wchar_t, true>::moneypunct(std::__moneypunct_cache<wchar_t, true>*, unsigned long)
std::__cxx11::moneypunct<wchar_t, true>::moneypunct(unsigned long)
std::__cxx11::moneypunct<wchar_t, true>::moneypunct(__locale_struct*, char const*, unsigned long)
std::__cxx11::moneypunct<wchar_t, true>::moneypunct(std::__moneypunct_cache<wchar_t, true>*, unsigned long)
std::__cxx11::moneypunct<wchar_t, true>::moneypunct(unsigned long)
std::__cxx11::moneypunct<wchar_t, true>::~moneypunct()
std::__cxx11::moneypunct<wchar_t, true>::~moneypunct()
std::__cxx11::moneypunct<wchar_t, true>::~moneypunct()
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_destroy(unsigned long)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_dispose()
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_replace(unsigned long, unsigned long, char const*, unsigned long)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_S_compare(unsigned long, unsigned long)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_capacity(unsigned long)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_Alloc_hider::_Alloc_hider(char*, std::allocator<char>&&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_Alloc_hider::_Alloc_hider(char*, std::allocator<char> const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_Alloc_hider::_Alloc_hider(char*, std::allocator<char>&&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_Alloc_hider::_Alloc_hider(char*, std::allocator<char> const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_construct(unsigned long, char)
void std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_construct<__gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > > >(__gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, std::forward_iterator_tag)
void std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_construct<__gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > > >(__gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, std::forward_iterator_tag)
void std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_construct<char const*>(char const*, char const*, std::forward_iterator_tag)
void std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_construct<char*>(char*, char*, std::forward_iterator_tag)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::__sv_wrapper::__sv_wrapper(std::basic_string_view<char, std::char_traits<char> >)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::__sv_wrapper::__sv_wrapper(std::basic_string_view<char, std::char_traits<char> >)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_local_data()
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_set_length(unsigned long)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_S_copy_chars(char*, __gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_S_copy_chars(char*, __gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_S_copy_chars(char*, char const*, char const*)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_S_copy_chars(char*, char*, char*)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::shrink_to_fit()
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_replace_aux(unsigned long, unsigned long, unsigned long, char)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_get_allocator()
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_S_to_string_view(std::basic_string_view<char, std::char_traits<char> >)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_construct_aux_2(unsigned long, char)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::at(unsigned long)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::end()
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::back()
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::data()
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::npos
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::rend()
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::swap(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::begin()
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::clear()
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::erase(__gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::erase(__gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::erase(__gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::erase(__gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::erase(unsigned long, unsigned long)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::front()
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::append(char const*)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::append(char const*, unsigned long)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::append(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::append(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long, unsigned long)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::append(std::initializer_list<char>)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::append(unsigned long, char)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::assign(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::assign(char const*)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::assign(char const*, unsigned long)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::assign(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::assign(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long, unsigned long)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::assign(std::initializer_list<char>)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::assign(unsigned long, char)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::insert(__gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, std::initializer_list<char>)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::insert(__gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, char)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::insert(__gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, unsigned long, char)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::insert(__gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, std::initializer_list<char>)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::insert(__gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, char)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::insert(__gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, unsigned long, char)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::insert(unsigned long, char const*)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::insert(unsigned long, char const*, unsigned long)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::insert(unsigned long, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::insert(unsigned long, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long, unsigned long)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::insert(unsigned long, unsigned long, char)
void std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::insert<__gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > > >(__gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::rbegin()
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::resize(unsigned long)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::resize(unsigned long, char)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_data(char*)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_S_copy(char*, char const*, unsigned long)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_S_move(char*, char const*, unsigned long)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::replace(__gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::replace(__gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, char*, char*)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::replace(__gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::replace(__gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, char const*)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::replace(__gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, char const*, char const*)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::replace(__gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, char const*, unsigned long)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::replace(__gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::replace(__gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, std::initializer_list<char>)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::replace(__gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, unsigned long, char)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::replace(__gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::replace(__gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, char const*)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::replace(__gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, char const*, char const*)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::replace(__gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, char const*, unsigned long)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::replace(__gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::replace(__gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, char*, char*)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::replace(__gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::replace(__gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, unsigned long, char)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::replace(unsigned long, unsigned long, char const*)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::replace(unsigned long, unsigned long, char const*, unsigned long)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::replace(unsigned long, unsigned long, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::replace(unsigned long, unsigned long, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long, unsigned long)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::replace(unsigned long, unsigned long, unsigned long, char)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::reserve(unsigned long)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::reserve()
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_erase(unsigned long, unsigned long)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::pop_back()
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_append(char const*, unsigned long)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_assign(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_create(unsigned long&, unsigned long)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_length(unsigned long)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_mutate(unsigned long, unsigned long, char const*, unsigned long)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_S_assign(char*, unsigned long, char)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::push_back(char)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::__sv_wrapper, std::allocator<char> const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&&, std::allocator<char> const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(char const*, std::allocator<char> const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(char const*, unsigned long, std::allocator<char> const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::allocator<char> const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::allocator<char> const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long, std::allocator<char> const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long, unsigned long)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long, unsigned long, std::allocator<char> const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::initializer_list<char>, std::allocator<char> const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(unsigned long, char, std::allocator<char> const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string()
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string<__gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, void>(__gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, std::allocator<char> const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string<char const*, void>(char const*, char const*, std::allocator<char> const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string<char*, void>(char*, char*, std::allocator<char> const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::__sv_wrapper, std::allocator<char> const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&&, std::allocator<char> const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(char const*, std::allocator<char> const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(char const*, unsigned long, std::allocator<char> const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::allocator<char> const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::allocator<char> const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long, std::allocator<char> const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long, unsigned long)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long, unsigned long, std::allocator<char> const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(std::initializer_list<char>, std::allocator<char> const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string(unsigned long, char, std::allocator<char> const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string()
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string<__gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, void>(__gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, __gnu_cxx::__normal_iterator<char*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, std::allocator<char> const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string<char const*, void>(char const*, char const*, std::allocator<char> const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string<char*, void>(char*, char*, std::allocator<char> const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::~basic_string()
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::~basic_string()
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::operator=(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::operator=(char const*)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::operator=(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::operator=(std::initializer_list<char>)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::operator=(char)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::operator[](unsigned long)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::operator+=(char const*)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::operator+=(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::operator+=(std::initializer_list<char>)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::operator+=(char)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_destroy(unsigned long)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_dispose()
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_replace(unsigned long, unsigned long, wchar_t const*, unsigned long)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_S_compare(unsigned long, unsigned long)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_capacity(unsigned long)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_Alloc_hider::_Alloc_hider(wchar_t*, std::allocator<wchar_t>&&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_Alloc_hider::_Alloc_hider(wchar_t*, std::allocator<wchar_t> const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_Alloc_hider::_Alloc_hider(wchar_t*, std::allocator<wchar_t>&&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_Alloc_hider::_Alloc_hider(wchar_t*, std::allocator<wchar_t> const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_construct(unsigned long, wchar_t)
void std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_construct<__gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > > >(__gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, std::forward_iterator_tag)
void std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_construct<__gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > > >(__gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, std::forward_iterator_tag)
void std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_construct<wchar_t const*>(wchar_t const*, wchar_t const*, std::forward_iterator_tag)
void std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_construct<wchar_t*>(wchar_t*, wchar_t*, std::forward_iterator_tag)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::__sv_wrapper::__sv_wrapper(std::basic_string_view<wchar_t, std::char_traits<wchar_t> >)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::__sv_wrapper::__sv_wrapper(std::basic_string_view<wchar_t, std::char_traits<wchar_t> >)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_local_data()
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_set_length(unsigned long)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_S_copy_chars(wchar_t*, __gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_S_copy_chars(wchar_t*, __gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_S_copy_chars(wchar_t*, wchar_t const*, wchar_t const*)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_S_copy_chars(wchar_t*, wchar_t*, wchar_t*)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::shrink_to_fit()
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_replace_aux(unsigned long, unsigned long, unsigned long, wchar_t)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_get_allocator()
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_S_to_string_view(std::basic_string_view<wchar_t, std::char_traits<wchar_t> >)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_construct_aux_2(unsigned long, wchar_t)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::at(unsigned long)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::end()
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::back()
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::data()
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::npos
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::rend()
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::swap(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::begin()
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::clear()
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::erase(__gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::erase(__gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::erase(__gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::erase(__gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::erase(unsigned long, unsigned long)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::front()
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::append(wchar_t const*)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::append(wchar_t const*, unsigned long)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::append(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::append(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long, unsigned long)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::append(std::initializer_list<wchar_t>)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::append(unsigned long, wchar_t)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::assign(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::assign(wchar_t const*)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::assign(wchar_t const*, unsigned long)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::assign(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::assign(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long, unsigned long)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::assign(std::initializer_list<wchar_t>)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::assign(unsigned long, wchar_t)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::insert(__gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, std::initializer_list<wchar_t>)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::insert(__gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, unsigned long, wchar_t)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::insert(__gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, wchar_t)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::insert(__gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, std::initializer_list<wchar_t>)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::insert(__gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, unsigned long, wchar_t)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::insert(__gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, wchar_t)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::insert(unsigned long, wchar_t const*)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::insert(unsigned long, wchar_t const*, unsigned long)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::insert(unsigned long, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::insert(unsigned long, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long, unsigned long)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::insert(unsigned long, unsigned long, wchar_t)
void std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::insert<__gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > > >(__gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::rbegin()
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::resize(unsigned long)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::resize(unsigned long, wchar_t)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_data(wchar_t*)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_S_copy(wchar_t*, wchar_t const*, unsigned long)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_S_move(wchar_t*, wchar_t const*, unsigned long)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(__gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(__gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, wchar_t*, wchar_t*)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(__gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(__gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, wchar_t const*)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(__gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, wchar_t const*, wchar_t const*)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(__gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, wchar_t const*, unsigned long)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(__gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(__gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, std::initializer_list<wchar_t>)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(__gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, unsigned long, wchar_t)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(__gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(__gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, wchar_t const*)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(__gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, wchar_t const*, wchar_t const*)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(__gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, wchar_t const*, unsigned long)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(__gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(__gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, wchar_t*, wchar_t*)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(__gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(__gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, unsigned long, wchar_t)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(unsigned long, unsigned long, wchar_t const*)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(unsigned long, unsigned long, wchar_t const*, unsigned long)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(unsigned long, unsigned long, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(unsigned long, unsigned long, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long, unsigned long)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::replace(unsigned long, unsigned long, unsigned long, wchar_t)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::reserve(unsigned long)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::reserve()
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_erase(unsigned long, unsigned long)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::pop_back()
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_append(wchar_t const*, unsigned long)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_assign(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_create(unsigned long&, unsigned long)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_length(unsigned long)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_mutate(unsigned long, unsigned long, wchar_t const*, unsigned long)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_S_assign(wchar_t*, unsigned long, wchar_t)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::push_back(wchar_t)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::__sv_wrapper, std::allocator<wchar_t> const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&, std::allocator<wchar_t> const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(wchar_t const*, std::allocator<wchar_t> const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(wchar_t const*, unsigned long, std::allocator<wchar_t> const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::allocator<wchar_t> const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, std::allocator<wchar_t> const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long, std::allocator<wchar_t> const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long, unsigned long)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long, unsigned long, std::allocator<wchar_t> const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::initializer_list<wchar_t>, std::allocator<wchar_t> const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(unsigned long, wchar_t, std::allocator<wchar_t> const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string()
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string<__gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, void>(__gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, std::allocator<wchar_t> const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string<wchar_t const*, void>(wchar_t const*, wchar_t const*, std::allocator<wchar_t> const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string<wchar_t*, void>(wchar_t*, wchar_t*, std::allocator<wchar_t> const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::__sv_wrapper, std::allocator<wchar_t> const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&, std::allocator<wchar_t> const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(wchar_t const*, std::allocator<wchar_t> const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(wchar_t const*, unsigned long, std::allocator<wchar_t> const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::allocator<wchar_t> const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, std::allocator<wchar_t> const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long, std::allocator<wchar_t> const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long, unsigned long)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, unsigned long, unsigned long, std::allocator<wchar_t> const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(std::initializer_list<wchar_t>, std::allocator<wchar_t> const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string(unsigned long, wchar_t, std::allocator<wchar_t> const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string()
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string<__gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, void>(__gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, __gnu_cxx::__normal_iterator<wchar_t*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > >, std::allocator<wchar_t> const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string<wchar_t const*, void>(wchar_t const*, wchar_t const*, std::allocator<wchar_t> const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_string<wchar_t*, void>(wchar_t*, wchar_t*, std::allocator<wchar_t> const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_string()
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_string()
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator=(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator=(wchar_t const*)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator=(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator=(std::initializer_list<wchar_t>)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator=(wchar_t)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator[](unsigned long)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator+=(wchar_t const*)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator+=(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator+=(std::initializer_list<wchar_t>)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator+=(wchar_t)
std::__cxx11::collate_byname<char>::collate_byname(char const*, unsigned long)
std::__cxx11::collate_byname<char>::collate_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::__cxx11::collate_byname<char>::collate_byname(char const*, unsigned long)
std::__cxx11::collate_byname<char>::collate_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::__cxx11::collate_byname<char>::~collate_byname()
std::__cxx11::collate_byname<char>::~collate_byname()
std::__cxx11::collate_byname<char>::~collate_byname()
std::__cxx11::collate_byname<wchar_t>::collate_byname(char const*, unsigned long)
std::__cxx11::collate_byname<wchar_t>::collate_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::__cxx11::collate_byname<wchar_t>::collate_byname(char const*, unsigned long)
std::__cxx11::collate_byname<wchar_t>::collate_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::__cxx11::collate_byname<wchar_t>::~collate_byname()
std::__cxx11::collate_byname<wchar_t>::~collate_byname()
std::__cxx11::collate_byname<wchar_t>::~collate_byname()
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::__xfer_bufptrs::__xfer_bufptrs(std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> > const&, std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >*)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::__xfer_bufptrs::__xfer_bufptrs(std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> > const&, std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >*)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::__xfer_bufptrs::~__xfer_bufptrs()
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::__xfer_bufptrs::~__xfer_bufptrs()
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::_M_update_egptr()
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::_M_stringbuf_init(std::_Ios_Openmode)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::str(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&&)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::str(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::swap(std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >&)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::setbuf(char*, long)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::_M_sync(char*, unsigned long, unsigned long)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::seekoff(long, std::_Ios_Seekdir, std::_Ios_Openmode)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::seekpos(std::fpos<__mbstate_t>, std::_Ios_Openmode)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::_M_pbump(char*, char*, long)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::overflow(int)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::pbackfail(int)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::showmanyc()
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::underflow()
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::basic_stringbuf(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&&, std::_Ios_Openmode)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::basic_stringbuf(std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >&&)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::basic_stringbuf(std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >&&, std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::__xfer_bufptrs&&)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::basic_stringbuf(std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >&&, std::allocator<char> const&)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::basic_stringbuf(std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >&&, std::allocator<char> const&, std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::__xfer_bufptrs&&)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::basic_stringbuf(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::_Ios_Openmode)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::basic_stringbuf(std::allocator<char> const&)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::basic_stringbuf(std::_Ios_Openmode)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::basic_stringbuf(std::_Ios_Openmode, std::allocator<char> const&)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::basic_stringbuf()
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::basic_stringbuf(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&&, std::_Ios_Openmode)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::basic_stringbuf(std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >&&)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::basic_stringbuf(std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >&&, std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::__xfer_bufptrs&&)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::basic_stringbuf(std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >&&, std::allocator<char> const&)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::basic_stringbuf(std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >&&, std::allocator<char> const&, std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::__xfer_bufptrs&&)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::basic_stringbuf(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::_Ios_Openmode)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::basic_stringbuf(std::allocator<char> const&)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::basic_stringbuf(std::_Ios_Openmode)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::basic_stringbuf(std::_Ios_Openmode, std::allocator<char> const&)
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::basic_stringbuf()
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::~basic_stringbuf()
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::~basic_stringbuf()
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::~basic_stringbuf()
std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >::operator=(std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >&&)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::__xfer_bufptrs::__xfer_bufptrs(std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >*)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::__xfer_bufptrs::__xfer_bufptrs(std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >*)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::__xfer_bufptrs::~__xfer_bufptrs()
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::__xfer_bufptrs::~__xfer_bufptrs()
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_update_egptr()
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_stringbuf_init(std::_Ios_Openmode)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::str(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::str(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::swap(std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::setbuf(wchar_t*, long)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_sync(wchar_t*, unsigned long, unsigned long)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::seekoff(long, std::_Ios_Seekdir, std::_Ios_Openmode)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::seekpos(std::fpos<__mbstate_t>, std::_Ios_Openmode)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::_M_pbump(wchar_t*, wchar_t*, long)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::overflow(unsigned int)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::pbackfail(unsigned int)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::showmanyc()
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::underflow()
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringbuf(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&, std::_Ios_Openmode)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringbuf(std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringbuf(std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&, std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::__xfer_bufptrs&&)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringbuf(std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&, std::allocator<wchar_t> const&)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringbuf(std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&, std::allocator<wchar_t> const&, std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::__xfer_bufptrs&&)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringbuf(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, std::_Ios_Openmode)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringbuf(std::allocator<wchar_t> const&)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringbuf(std::_Ios_Openmode)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringbuf(std::_Ios_Openmode, std::allocator<wchar_t> const&)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringbuf()
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringbuf(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&, std::_Ios_Openmode)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringbuf(std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringbuf(std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&, std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::__xfer_bufptrs&&)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringbuf(std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&, std::allocator<wchar_t> const&)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringbuf(std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&, std::allocator<wchar_t> const&, std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::__xfer_bufptrs&&)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringbuf(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, std::_Ios_Openmode)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringbuf(std::allocator<wchar_t> const&)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringbuf(std::_Ios_Openmode)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringbuf(std::_Ios_Openmode, std::allocator<wchar_t> const&)
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringbuf()
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_stringbuf()
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_stringbuf()
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_stringbuf()
std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator=(std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::__cxx11::messages_byname<char>::messages_byname(char const*, unsigned long)
std::__cxx11::messages_byname<char>::messages_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::__cxx11::messages_byname<char>::messages_byname(char const*, unsigned long)
std::__cxx11::messages_byname<char>::messages_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::__cxx11::messages_byname<char>::~messages_byname()
std::__cxx11::messages_byname<char>::~messages_byname()
std::__cxx11::messages_byname<char>::~messages_byname()
std::__cxx11::messages_byname<wchar_t>::messages_byname(char const*, unsigned long)
std::__cxx11::messages_byname<wchar_t>::messages_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::__cxx11::messages_byname<wchar_t>::messages_byname(char const*, unsigned long)
std::__cxx11::messages_byname<wchar_t>::messages_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::__cxx11::messages_byname<wchar_t>::~messages_byname()
std::__cxx11::messages_byname<wchar_t>::~messages_byname()
std::__cxx11::messages_byname<wchar_t>::~messages_byname()
std::__cxx11::numpunct_byname<char>::numpunct_byname(char const*, unsigned long)
std::__cxx11::numpunct_byname<char>::numpunct_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::__cxx11::numpunct_byname<char>::numpunct_byname(char const*, unsigned long)
std::__cxx11::numpunct_byname<char>::numpunct_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::__cxx11::numpunct_byname<char>::~numpunct_byname()
std::__cxx11::numpunct_byname<char>::~numpunct_byname()
std::__cxx11::numpunct_byname<char>::~numpunct_byname()
std::__cxx11::numpunct_byname<wchar_t>::numpunct_byname(char const*, unsigned long)
std::__cxx11::numpunct_byname<wchar_t>::numpunct_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::__cxx11::numpunct_byname<wchar_t>::numpunct_byname(char const*, unsigned long)
std::__cxx11::numpunct_byname<wchar_t>::numpunct_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::__cxx11::numpunct_byname<wchar_t>::~numpunct_byname()
std::__cxx11::numpunct_byname<wchar_t>::~numpunct_byname()
std::__cxx11::numpunct_byname<wchar_t>::~numpunct_byname()
std::__cxx11::time_get_byname<char, std::istreambuf_iterator<char, std::char_traits<char> > >::time_get_byname(char const*, unsigned long)
std::__cxx11::time_get_byname<char, std::istreambuf_iterator<char, std::char_traits<char> > >::time_get_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::__cxx11::time_get_byname<char, std::istreambuf_iterator<char, std::char_traits<char> > >::time_get_byname(char const*, unsigned long)
std::__cxx11::time_get_byname<char, std::istreambuf_iterator<char, std::char_traits<char> > >::time_get_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::__cxx11::time_get_byname<char, std::istreambuf_iterator<char, std::char_traits<char> > >::~time_get_byname()
std::__cxx11::time_get_byname<char, std::istreambuf_iterator<char, std::char_traits<char> > >::~time_get_byname()
std::__cxx11::time_get_byname<char, std::istreambuf_iterator<char, std::char_traits<char> > >::~time_get_byname()
std::__cxx11::time_get_byname<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::time_get_byname(char const*, unsigned long)
std::__cxx11::time_get_byname<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::time_get_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::__cxx11::time_get_byname<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::time_get_byname(char const*, unsigned long)
std::__cxx11::time_get_byname<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::time_get_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::__cxx11::time_get_byname<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~time_get_byname()
std::__cxx11::time_get_byname<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~time_get_byname()
std::__cxx11::time_get_byname<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~time_get_byname()
std::__cxx11::moneypunct_byname<char, false>::intl
std::__cxx11::moneypunct_byname<char, false>::moneypunct_byname(char const*, unsigned long)
std::__cxx11::moneypunct_byname<char, false>::moneypunct_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::__cxx11::moneypunct_byname<char, false>::moneypunct_byname(char const*, unsigned long)
std::__cxx11::moneypunct_byname<char, false>::moneypunct_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::__cxx11::moneypunct_byname<char, false>::~moneypunct_byname()
std::__cxx11::moneypunct_byname<char, false>::~moneypunct_byname()
std::__cxx11::moneypunct_byname<char, false>::~moneypunct_byname()
std::__cxx11::moneypunct_byname<char, true>::intl
std::__cxx11::moneypunct_byname<char, true>::moneypunct_byname(char const*, unsigned long)
std::__cxx11::moneypunct_byname<char, true>::moneypunct_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::__cxx11::moneypunct_byname<char, true>::moneypunct_byname(char const*, unsigned long)
std::__cxx11::moneypunct_byname<char, true>::moneypunct_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::__cxx11::moneypunct_byname<char, true>::~moneypunct_byname()
std::__cxx11::moneypunct_byname<char, true>::~moneypunct_byname()
std::__cxx11::moneypunct_byname<char, true>::~moneypunct_byname()
std::__cxx11::moneypunct_byname<wchar_t, false>::intl
std::__cxx11::moneypunct_byname<wchar_t, false>::moneypunct_byname(char const*, unsigned long)
std::__cxx11::moneypunct_byname<wchar_t, false>::moneypunct_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::__cxx11::moneypunct_byname<wchar_t, false>::moneypunct_byname(char const*, unsigned long)
std::__cxx11::moneypunct_byname<wchar_t, false>::moneypunct_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::__cxx11::moneypunct_byname<wchar_t, false>::~moneypunct_byname()
std::__cxx11::moneypunct_byname<wchar_t, false>::~moneypunct_byname()
std::__cxx11::moneypunct_byname<wchar_t, false>::~moneypunct_byname()
std::__cxx11::moneypunct_byname<wchar_t, true>::intl
std::__cxx11::moneypunct_byname<wchar_t, true>::moneypunct_byname(char const*, unsigned long)
std::__cxx11::moneypunct_byname<wchar_t, true>::moneypunct_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::__cxx11::moneypunct_byname<wchar_t, true>::moneypunct_byname(char const*, unsigned long)
std::__cxx11::moneypunct_byname<wchar_t, true>::moneypunct_byname(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, unsigned long)
std::__cxx11::moneypunct_byname<wchar_t, true>::~moneypunct_byname()
std::__cxx11::moneypunct_byname<wchar_t, true>::~moneypunct_byname()
std::__cxx11::moneypunct_byname<wchar_t, true>::~moneypunct_byname()
std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::str(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&&)
std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::str(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::swap(std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >&)
std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::basic_stringstream(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&&, std::_Ios_Openmode)
std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::basic_stringstream(std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >&&)
std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::basic_stringstream(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::_Ios_Openmode)
std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::basic_stringstream(std::_Ios_Openmode)
std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::basic_stringstream(std::_Ios_Openmode, std::allocator<char> const&)
std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::basic_stringstream()
std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::basic_stringstream(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&&, std::_Ios_Openmode)
std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::basic_stringstream(std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >&&)
std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::basic_stringstream(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::_Ios_Openmode)
std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::basic_stringstream(std::_Ios_Openmode)
std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::basic_stringstream(std::_Ios_Openmode, std::allocator<char> const&)
std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::basic_stringstream()
std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_stringstream()
std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_stringstream()
std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_stringstream()
std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::operator=(std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >&&)
std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::str(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::str(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::swap(std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&)
std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringstream(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&, std::_Ios_Openmode)
std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringstream(std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringstream(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, std::_Ios_Openmode)
std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringstream(std::_Ios_Openmode)
std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringstream(std::_Ios_Openmode, std::allocator<wchar_t> const&)
std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringstream()
std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringstream(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&, std::_Ios_Openmode)
std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringstream(std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringstream(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, std::_Ios_Openmode)
std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringstream(std::_Ios_Openmode)
std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringstream(std::_Ios_Openmode, std::allocator<wchar_t> const&)
std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_stringstream()
std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_stringstream()
std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_stringstream()
std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_stringstream()
std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator=(std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::str(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&&)
std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::str(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::swap(std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >&)
std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::basic_istringstream(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&&, std::_Ios_Openmode)
std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::basic_istringstream(std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >&&)
std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::basic_istringstream(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::_Ios_Openmode)
std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::basic_istringstream(std::_Ios_Openmode)
std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::basic_istringstream(std::_Ios_Openmode, std::allocator<char> const&)
std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::basic_istringstream()
std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::basic_istringstream(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&&, std::_Ios_Openmode)
std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::basic_istringstream(std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >&&)
std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::basic_istringstream(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::_Ios_Openmode)
std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::basic_istringstream(std::_Ios_Openmode)
std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::basic_istringstream(std::_Ios_Openmode, std::allocator<char> const&)
std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::basic_istringstream()
std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_istringstream()
std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_istringstream()
std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_istringstream()
std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::operator=(std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >&&)
std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::str(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::str(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::swap(std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&)
std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_istringstream(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&, std::_Ios_Openmode)
std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_istringstream(std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_istringstream(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, std::_Ios_Openmode)
std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_istringstream(std::_Ios_Openmode)
std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_istringstream(std::_Ios_Openmode, std::allocator<wchar_t> const&)
std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_istringstream()
std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_istringstream(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&, std::_Ios_Openmode)
std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_istringstream(std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_istringstream(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, std::_Ios_Openmode)
std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_istringstream(std::_Ios_Openmode)
std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_istringstream(std::_Ios_Openmode, std::allocator<wchar_t> const&)
std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_istringstream()
std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_istringstream()
std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_istringstream()
std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_istringstream()
std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator=(std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::str(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&&)
std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::str(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::swap(std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >&)
std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::basic_ostringstream(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&&, std::_Ios_Openmode)
std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::basic_ostringstream(std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >&&)
std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::basic_ostringstream(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::_Ios_Openmode)
std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::basic_ostringstream(std::_Ios_Openmode)
std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::basic_ostringstream(std::_Ios_Openmode, std::allocator<char> const&)
std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::basic_ostringstream()
std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::basic_ostringstream(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&&, std::_Ios_Openmode)
std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::basic_ostringstream(std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >&&)
std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::basic_ostringstream(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::_Ios_Openmode)
std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::basic_ostringstream(std::_Ios_Openmode)
std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::basic_ostringstream(std::_Ios_Openmode, std::allocator<char> const&)
std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::basic_ostringstream()
std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_ostringstream()
std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_ostringstream()
std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_ostringstream()
std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::operator=(std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >&&)
std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::str(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::str(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::swap(std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&)
std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_ostringstream(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&, std::_Ios_Openmode)
std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_ostringstream(std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_ostringstream(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, std::_Ios_Openmode)
std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_ostringstream(std::_Ios_Openmode)
std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_ostringstream(std::_Ios_Openmode, std::allocator<wchar_t> const&)
std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_ostringstream()
std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_ostringstream(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&, std::_Ios_Openmode)
std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_ostringstream(std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_ostringstream(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, std::_Ios_Openmode)
std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_ostringstream(std::_Ios_Openmode)
std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_ostringstream(std::_Ios_Openmode, std::allocator<wchar_t> const&)
std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::basic_ostringstream()
std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_ostringstream()
std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_ostringstream()
std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_ostringstream()
std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::operator=(std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&&)
std::__cxx11::collate<char>::id
std::__cxx11::collate<char>::collate(__locale_struct*, unsigned long)
std::__cxx11::collate<char>::collate(unsigned long)
std::__cxx11::collate<char>::collate(__locale_struct*, unsigned long)
std::__cxx11::collate<char>::collate(unsigned long)
std::__cxx11::collate<char>::~collate()
std::__cxx11::collate<char>::~collate()
std::__cxx11::collate<char>::~collate()
std::__cxx11::collate<wchar_t>::id
std::__cxx11::collate<wchar_t>::collate(__locale_struct*, unsigned long)
std::__cxx11::collate<wchar_t>::collate(unsigned long)
std::__cxx11::collate<wchar_t>::collate(__locale_struct*, unsigned long)
std::__cxx11::collate<wchar_t>::collate(unsigned long)
std::__cxx11::collate<wchar_t>::~collate()
std::__cxx11::collate<wchar_t>::~collate()
std::__cxx11::collate<wchar_t>::~collate()
std::__cxx11::messages<char>::id
std::__cxx11::messages<char>::messages(__locale_struct*, char const*, unsigned long)
std::__cxx11::messages<char>::messages(unsigned long)
std::__cxx11::messages<char>::messages(__locale_struct*, char const*, unsigned long)
std::__cxx11::messages<char>::messages(unsigned long)
std::__cxx11::messages<char>::~messages()
std::__cxx11::messages<char>::~messages()
std::__cxx11::messages<char>::~messages()
std::__cxx11::messages<wchar_t>::id
std::__cxx11::messages<wchar_t>::messages(__locale_struct*, char const*, unsigned long)
std::__cxx11::messages<wchar_t>::messages(unsigned long)
std::__cxx11::messages<wchar_t>::messages(__locale_struct*, char const*, unsigned long)
std::__cxx11::messages<wchar_t>::messages(unsigned long)
std::__cxx11::messages<wchar_t>::~messages()
std::__cxx11::messages<wchar_t>::~messages()
std::__cxx11::messages<wchar_t>::~messages()
std::__cxx11::numpunct<char>::_M_initialize_numpunct(__locale_struct*)
std::__cxx11::numpunct<char>::id
std::__cxx11::numpunct<char>::numpunct(__locale_struct*, unsigned long)
std::__cxx11::numpunct<char>::numpunct(std::__numpunct_cache<char>*, unsigned long)
std::__cxx11::numpunct<char>::numpunct(unsigned long)
std::__cxx11::numpunct<char>::numpunct(__locale_struct*, unsigned long)
std::__cxx11::numpunct<char>::numpunct(std::__numpunct_cache<char>*, unsigned long)
std::__cxx11::numpunct<char>::numpunct(unsigned long)
std::__cxx11::numpunct<char>::~numpunct()
std::__cxx11::numpunct<char>::~numpunct()
std::__cxx11::numpunct<char>::~numpunct()
std::__cxx11::numpunct<wchar_t>::_M_initialize_numpunct(__locale_struct*)
std::__cxx11::numpunct<wchar_t>::id
std::__cxx11::numpunct<wchar_t>::numpunct(__locale_struct*, unsigned long)
std::__cxx11::numpunct<wchar_t>::numpunct(std::__numpunct_cache<wchar_t>*, unsigned long)
std::__cxx11::numpunct<wchar_t>::numpunct(unsigned long)
std::__cxx11::numpunct<wchar_t>::numpunct(__locale_struct*, unsigned long)
std::__cxx11::numpunct<wchar_t>::numpunct(std::__numpunct_cache<wchar_t>*, unsigned long)
std::__cxx11::numpunct<wchar_t>::numpunct(unsigned long)
std::__cxx11::numpunct<wchar_t>::~numpunct()
std::__cxx11::numpunct<wchar_t>::~numpunct()
std::__cxx11::numpunct<wchar_t>::~numpunct()
std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::id
std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::time_get(unsigned long)
std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::time_get(unsigned long)
std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::~time_get()
std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::~time_get()
std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::~time_get()
std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::id
std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::time_get(unsigned long)
std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::time_get(unsigned long)
std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~time_get()
std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~time_get()
std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~time_get()
std::__cxx11::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::id
std::__cxx11::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::money_get(unsigned long)
std::__cxx11::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::money_get(unsigned long)
std::__cxx11::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::~money_get()
std::__cxx11::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::~money_get()
std::__cxx11::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::~money_get()
std::__cxx11::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::id
std::__cxx11::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::money_get(unsigned long)
std::__cxx11::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::money_get(unsigned long)
std::__cxx11::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~money_get()
std::__cxx11::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~money_get()
std::__cxx11::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~money_get()
std::__cxx11::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::id
std::__cxx11::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::money_put(unsigned long)
std::__cxx11::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::money_put(unsigned long)
std::__cxx11::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::~money_put()
std::__cxx11::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::~money_put()
std::__cxx11::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::~money_put()
std::__cxx11::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::id
std::__cxx11::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::money_put(unsigned long)
std::__cxx11::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::money_put(unsigned long)
std::__cxx11::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~money_put()
std::__cxx11::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~money_put()
std::__cxx11::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~money_put()
std::codecvt<char32_t, char8_t, __mbstate_t>::id
std::codecvt<char32_t, char8_t, __mbstate_t>::~codecvt()
std::codecvt<char32_t, char8_t, __mbstate_t>::~codecvt()
std::codecvt<char32_t, char8_t, __mbstate_t>::~codecvt()
std::codecvt<char32_t, char, __mbstate_t>::id
std::codecvt<char32_t, char, __mbstate_t>::~codecvt()
std::codecvt<char32_t, char, __mbstate_t>::~codecvt()
std::codecvt<char32_t, char, __mbstate_t>::~codecvt()
std::codecvt<char16_t, char8_t, __mbstate_t>::id
std::codecvt<char16_t, char8_t, __mbstate_t>::~codecvt()
std::codecvt<char16_t, char8_t, __mbstate_t>::~codecvt()
std::codecvt<char16_t, char8_t, __mbstate_t>::~codecvt()
std::codecvt<char16_t, char, __mbstate_t>::id
std::codecvt<char16_t, char, __mbstate_t>::~codecvt()
std::codecvt<char16_t, char, __mbstate_t>::~codecvt()
std::codecvt<char16_t, char, __mbstate_t>::~codecvt()
std::codecvt<char, char, __mbstate_t>::id
std::codecvt<char, char, __mbstate_t>::codecvt(__locale_struct*, unsigned long)
std::codecvt<char, char, __mbstate_t>::codecvt(unsigned long)
std::codecvt<char, char, __mbstate_t>::codecvt(__locale_struct*, unsigned long)
std::codecvt<char, char, __mbstate_t>::codecvt(unsigned long)
std::codecvt<char, char, __mbstate_t>::~codecvt()
std::codecvt<char, char, __mbstate_t>::~codecvt()
std::codecvt<char, char, __mbstate_t>::~codecvt()
std::codecvt<wchar_t, char, __mbstate_t>::id
std::codecvt<wchar_t, char, __mbstate_t>::codecvt(__locale_struct*, unsigned long)
std::codecvt<wchar_t, char, __mbstate_t>::codecvt(unsigned long)
std::codecvt<wchar_t, char, __mbstate_t>::codecvt(__locale_struct*, unsigned long)
std::codecvt<wchar_t, char, __mbstate_t>::codecvt(unsigned long)
std::codecvt<wchar_t, char, __mbstate_t>::~codecvt()
std::codecvt<wchar_t, char, __mbstate_t>::~codecvt()
std::codecvt<wchar_t, char, __mbstate_t>::~codecvt()
std::collate<char>::id
std::collate<char>::collate(__locale_struct*, unsigned long)
std::collate<char>::collate(unsigned long)
std::collate<char>::collate(__locale_struct*, unsigned long)
std::collate<char>::collate(unsigned long)
std::collate<char>::~collate()
std::collate<char>::~collate()
std::collate<char>::~collate()
std::collate<wchar_t>::id
std::collate<wchar_t>::collate(__locale_struct*, unsigned long)
std::collate<wchar_t>::collate(unsigned long)
std::collate<wchar_t>::collate(__locale_struct*, unsigned long)
std::collate<wchar_t>::collate(unsigned long)
std::collate<wchar_t>::~collate()
std::collate<wchar_t>::~collate()
std::collate<wchar_t>::~collate()
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::id
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::num_get(unsigned long)
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::num_get(unsigned long)
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::~num_get()
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::~num_get()
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::~num_get()
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::id
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::num_get(unsigned long)
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::num_get(unsigned long)
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~num_get()
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~num_get()
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~num_get()
std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::id
std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::num_put(unsigned long)
std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::num_put(unsigned long)
std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::~num_put()
std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::~num_put()
std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::~num_put()
std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::id
std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::num_put(unsigned long)
std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::num_put(unsigned long)
std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~num_put()
std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~num_put()
std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~num_put()
std::__detail::__prime_list
std::__detail::_List_node_base::_M_reverse()
std::__detail::_List_node_base::_M_transfer(std::__detail::_List_node_base*, std::__detail::_List_node_base*)
std::__detail::_List_node_base::swap(std::__detail::_List_node_base&, std::__detail::_List_node_base&)
std::__detail::_List_node_base::_M_hook(std::__detail::_List_node_base*)
std::__detail::_List_node_base::_M_unhook()
std::bad_cast::~bad_cast()
std::bad_cast::~bad_cast()
std::bad_cast::~bad_cast()
std::ios_base::floatfield
std::ios_base::scientific
std::ios_base::adjustfield
std::ios_base::_M_grow_words(int, bool)
std::ios_base::sync_with_stdio(bool)
std::ios_base::_M_call_callbacks(std::ios_base::event)
std::ios_base::register_callback(void (*)(std::ios_base::event, std::ios_base&, int), int)
std::ios_base::_M_dispose_callbacks()
std::ios_base::in
std::ios_base::app
std::ios_base::ate
std::ios_base::beg
std::ios_base::cur
std::ios_base::dec
std::ios_base::end
std::ios_base::hex
std::ios_base::oct
std::ios_base::out
std::ios_base::Init::Init()
std::ios_base::Init::Init()
std::ios_base::Init::~Init()
std::ios_base::Init::~Init()
std::ios_base::left
std::ios_base::fixed
std::ios_base::imbue(std::locale const&)
std::ios_base::right
std::ios_base::trunc
std::ios_base::badbit
std::ios_base::binary
std::ios_base::eofbit
std::ios_base::skipws
std::ios_base::xalloc()
std::ios_base::_M_init()
std::ios_base::_M_move(std::ios_base&)
std::ios_base::_M_swap(std::ios_base&)
std::ios_base::failbit
std::ios_base::failure[abi:cxx11]::failure(char const*, std::error_code const&)
std::ios_base::failure[abi:cxx11]::failure(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::ios_base::failure[abi:cxx11]::failure(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::error_code const&)
std::ios_base::failure[abi:cxx11]::failure(char const*, std::error_code const&)
std::ios_base::failure[abi:cxx11]::failure(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::ios_base::failure[abi:cxx11]::failure(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::error_code const&)
std::ios_base::failure[abi:cxx11]::~failure()
std::ios_base::failure[abi:cxx11]::~failure()
std::ios_base::failure[abi:cxx11]::~failure()
std::ios_base::failure::failure(std::string const&)
std::ios_base::failure::failure(std::string const&)
std::ios_base::failure::~failure()
std::ios_base::failure::~failure()
std::ios_base::failure::~failure()
std::ios_base::goodbit
std::ios_base::showpos
std::ios_base::unitbuf
std::ios_base::internal
std::ios_base::showbase
std::ios_base::basefield
std::ios_base::boolalpha
std::ios_base::showpoint
std::ios_base::uppercase
std::ios_base::ios_base()
std::ios_base::ios_base()
std::ios_base::~ios_base()
std::ios_base::~ios_base()
std::ios_base::~ios_base()
std::messages<char>::id
std::messages<char>::messages(__locale_struct*, char const*, unsigned long)
std::messages<char>::messages(unsigned long)
std::messages<char>::messages(__locale_struct*, char const*, unsigned long)
std::messages<char>::messages(unsigned long)
std::messages<char>::~messages()
std::messages<char>::~messages()
std::messages<char>::~messages()
std::messages<wchar_t>::id
std::messages<wchar_t>::messages(__locale_struct*, char const*, unsigned long)
std::messages<wchar_t>::messages(unsigned long)
std::messages<wchar_t>::messages(__locale_struct*, char const*, unsigned long)
std::messages<wchar_t>::messages(unsigned long)
std::messages<wchar_t>::~messages()
std::messages<wchar_t>::~messages()
std::messages<wchar_t>::~messages()
std::numpunct<char>::_M_initialize_numpunct(__locale_struct*)
std::numpunct<char>::id
std::numpunct<char>::numpunct(__locale_struct*, unsigned long)
std::numpunct<char>::numpunct(std::__numpunct_cache<char>*, unsigned long)
std::numpunct<char>::numpunct(unsigned long)
std::numpunct<char>::numpunct(__locale_struct*, unsigned long)
std::numpunct<char>::numpunct(std::__numpunct_cache<char>*, unsigned long)
std::numpunct<char>::numpunct(unsigned long)
std::numpunct<char>::~numpunct()
std::numpunct<char>::~numpunct()
std::numpunct<char>::~numpunct()
std::numpunct<wchar_t>::_M_initialize_numpunct(__locale_struct*)
std::numpunct<wchar_t>::id
std::numpunct<wchar_t>::numpunct(__locale_struct*, unsigned long)
std::numpunct<wchar_t>::numpunct(std::__numpunct_cache<wchar_t>*, unsigned long)
std::numpunct<wchar_t>::numpunct(unsigned long)
std::numpunct<wchar_t>::numpunct(__locale_struct*, unsigned long)
std::numpunct<wchar_t>::numpunct(std::__numpunct_cache<wchar_t>*, unsigned long)
std::numpunct<wchar_t>::numpunct(unsigned long)
std::numpunct<wchar_t>::~numpunct()
std::numpunct<wchar_t>::~numpunct()
std::numpunct<wchar_t>::~numpunct()
std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::id
std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::time_get(unsigned long)
std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::time_get(unsigned long)
std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::~time_get()
std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::~time_get()
std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::~time_get()
std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::id
std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::time_get(unsigned long)
std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::time_get(unsigned long)
std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~time_get()
std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~time_get()
std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~time_get()
std::time_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::id
std::time_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::time_put(unsigned long)
std::time_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::time_put(unsigned long)
std::time_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::~time_put()
std::time_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::~time_put()
std::time_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::~time_put()
std::time_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::id
std::time_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::time_put(unsigned long)
std::time_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::time_put(unsigned long)
std::time_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~time_put()
std::time_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~time_put()
std::time_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~time_put()
std::valarray<unsigned long>::valarray(std::valarray<unsigned long> const&)
std::valarray<unsigned long>::valarray(unsigned long)
std::valarray<unsigned long>::valarray(std::valarray<unsigned long> const&)
std::valarray<unsigned long>::valarray(unsigned long)
std::valarray<unsigned long>::~valarray()
std::valarray<unsigned long>::~valarray()
std::valarray<unsigned long>::operator[](unsigned long)
std::__atomic0::atomic_flag::test_and_set(std::memory_order)
std::__atomic0::atomic_flag::clear(std::memory_order)
std::__cxx1998::_List_node_base::_M_reverse()
std::__cxx1998::_List_node_base::_M_transfer(std::__cxx1998::_List_node_base*, std::__cxx1998::_List_node_base*)
std::__cxx1998::_List_node_base::hook(std::__cxx1998::_List_node_base*)
std::__cxx1998::_List_node_base::swap(std::__cxx1998::_List_node_base&, std::__cxx1998::_List_node_base&)
std::__cxx1998::_List_node_base::unhook()
std::__cxx1998::_List_node_base::_M_hook(std::__cxx1998::_List_node_base*)
std::__cxx1998::_List_node_base::reverse()
std::__cxx1998::_List_node_base::transfer(std::__cxx1998::_List_node_base*, std::__cxx1998::_List_node_base*)
std::__cxx1998::_List_node_base::_M_unhook()
std::bad_alloc::~bad_alloc()
std::bad_alloc::~bad_alloc()
std::bad_alloc::~bad_alloc()
std::basic_ios<char, std::char_traits<char> >::exceptions(std::_Ios_Iostate)
std::basic_ios<char, std::char_traits<char> >::_M_setstate(std::_Ios_Iostate)
std::basic_ios<char, std::char_traits<char> >::_M_cache_locale(std::locale const&)
std::basic_ios<char, std::char_traits<char> >::tie(std::ostream*)
std::basic_ios<char, std::char_traits<char> >::fill(char)
std::basic_ios<char, std::char_traits<char> >::init(std::basic_streambuf<char, std::char_traits<char> >*)
std::basic_ios<char, std::char_traits<char> >::move(std::basic_ios<char, std::char_traits<char> >&&)
std::basic_ios<char, std::char_traits<char> >::move(std::basic_ios<char, std::char_traits<char> >&)
std::basic_ios<char, std::char_traits<char> >::swap(std::basic_ios<char, std::char_traits<char> >&)
std::basic_ios<char, std::char_traits<char> >::clear(std::_Ios_Iostate)
std::basic_ios<char, std::char_traits<char> >::imbue(std::locale const&)
std::basic_ios<char, std::char_traits<char> >::rdbuf(std::basic_streambuf<char, std::char_traits<char> >*)
std::basic_ios<char, std::char_traits<char> >::copyfmt(std::basic_ios<char, std::char_traits<char> > const&)
std::basic_ios<char, std::char_traits<char> >::setstate(std::_Ios_Iostate)
std::basic_ios<char, std::char_traits<char> >::set_rdbuf(std::basic_streambuf<char, std::char_traits<char> >*)
std::basic_ios<char, std::char_traits<char> >::basic_ios(std::basic_streambuf<char, std::char_traits<char> >*)
std::basic_ios<char, std::char_traits<char> >::basic_ios()
std::basic_ios<char, std::char_traits<char> >::basic_ios(std::basic_streambuf<char, std::char_traits<char> >*)
std::basic_ios<char, std::char_traits<char> >::basic_ios()
std::basic_ios<char, std::char_traits<char> >::~basic_ios()
std::basic_ios<char, std::char_traits<char> >::~basic_ios()
std::basic_ios<char, std::char_traits<char> >::~basic_ios()
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::exceptions(std::_Ios_Iostate)
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::_M_setstate(std::_Ios_Iostate)
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::_M_cache_locale(std::locale const&)
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::tie(std::basic_ostream<wchar_t, std::char_traits<wchar_t> >*)
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::fill(wchar_t)
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::init(std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >*)
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::move(std::basic_ios<wchar_t, std::char_traits<wchar_t> >&&)
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::move(std::basic_ios<wchar_t, std::char_traits<wchar_t> >&)
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::swap(std::basic_ios<wchar_t, std::char_traits<wchar_t> >&)
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::clear(std::_Ios_Iostate)
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::imbue(std::locale const&)
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::rdbuf(std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >*)
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::copyfmt(std::basic_ios<wchar_t, std::char_traits<wchar_t> > const&)
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::setstate(std::_Ios_Iostate)
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::set_rdbuf(std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >*)
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::basic_ios(std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >*)
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::basic_ios()
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::basic_ios(std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >*)
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::basic_ios()
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::~basic_ios()
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::~basic_ios()
std::basic_ios<wchar_t, std::char_traits<wchar_t> >::~basic_ios()
std::exception::~exception()
std::exception::~exception()
std::exception::~exception()
std::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::id
std::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::money_get(unsigned long)
std::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::money_get(unsigned long)
std::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::~money_get()
std::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::~money_get()
std::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >::~money_get()
std::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::id
std::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::money_get(unsigned long)
std::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::money_get(unsigned long)
std::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~money_get()
std::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~money_get()
std::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~money_get()
std::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::id
std::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::money_put(unsigned long)
std::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::money_put(unsigned long)
std::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::~money_put()
std::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::~money_put()
std::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >::~money_put()
std::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::id
std::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::money_put(unsigned long)
std::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::money_put(unsigned long)
std::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~money_put()
std::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~money_put()
std::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >::~money_put()
std::strstream::str()
std::strstream::freeze(bool)
std::strstream::strstream(char*, int, std::_Ios_Openmode)
std::strstream::strstream()
std::strstream::strstream(char*, int, std::_Ios_Openmode)
std::strstream::strstream()
std::strstream::~strstream()
std::strstream::~strstream()
std::strstream::~strstream()
std::type_info::~type_info()
std::type_info::~type_info()
std::type_info::~type_info()
std::__atomic0::atomic_flag::test_and_set(std::memory_order) volatile
std::__atomic0::atomic_flag::clear(std::memory_order) volatile
std::adopt_lock
std::defer_lock
std::from_chars(char const*, char const*, double&, std::chars_format)
std::from_chars(char const*, char const*, long double&, std::chars_format)
std::from_chars(char const*, char const*, float&, std::chars_format)
std::unexpected()
std::_Hash_bytes(void const*, unsigned long, unsigned long)
std::__once_call
std::try_to_lock
std::get_terminate()
std::set_terminate(void (*)())
void std::__convert_to_v<double>(char const*, double&, std::_Ios_Iostate&, __locale_struct* const&)
void std::__convert_to_v<long double>(char const*, long double&, std::_Ios_Iostate&, __locale_struct* const&)
void std::__convert_to_v<float>(char const*, float&, std::_Ios_Iostate&, __locale_struct* const&)
std::get_unexpected()
std::set_unexpected(void (*)())
std::_Fnv_hash_bytes(void const*, unsigned long, unsigned long)
std::__once_callable
std::future_category
std::future_category()
std::get_new_handler()
std::set_new_handler(void (*)())
std::system_category()
std::basic_ostream<char, std::char_traits<char> >& std::__ostream_insert<char, std::char_traits<char> >(std::basic_ostream<char, std::char_traits<char> >&, char const*, long)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >& std::__ostream_insert<wchar_t, std::char_traits<wchar_t> >(std::basic_ostream<wchar_t, std::char_traits<wchar_t> >&, wchar_t const*, long)
std::__throw_bad_cast()
std::generic_category()
long std::__copy_streambufs<char, std::char_traits<char> >(std::basic_streambuf<char, std::char_traits<char> >*, std::basic_streambuf<char, std::char_traits<char> >*)
long std::__copy_streambufs<wchar_t, std::char_traits<wchar_t> >(std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >*, std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >*)
void std::__istream_extract<wchar_t, std::char_traits<wchar_t> >(std::basic_istream<wchar_t, std::char_traits<wchar_t> >&, wchar_t*, long)
std::__istream_extract(std::istream&, char*, long)
std::__throw_bad_alloc()
std::__verify_grouping(char const*, unsigned long, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::__verify_grouping(char const*, unsigned long, std::string const&)
std::current_exception()
std::iostream_category()
std::rethrow_exception(std::__exception_ptr::exception_ptr)
std::_Rb_tree_decrement(std::_Rb_tree_node_base const*)
std::_Rb_tree_decrement(std::_Rb_tree_node_base*)
std::_Rb_tree_increment(std::_Rb_tree_node_base const*)
std::_Rb_tree_increment(std::_Rb_tree_node_base*)
std::__throw_bad_typeid()
std::uncaught_exception()
std::__throw_ios_failure(char const*)
std::__throw_ios_failure(char const*, int)
std::__throw_logic_error(char const*)
std::__throw_range_error(char const*)
std::__throw_regex_error(std::regex_constants::error_type)
std::uncaught_exceptions()
std::_Rb_tree_black_count(std::_Rb_tree_node_base const*, std::_Rb_tree_node_base const*)
std::_Rb_tree_rotate_left(std::_Rb_tree_node_base*, std::_Rb_tree_node_base*&)
std::__throw_domain_error(char const*)
std::__throw_future_error(int)
std::__throw_length_error(char const*)
std::__throw_out_of_range(char const*)
std::__throw_system_error(int)
std::_Rb_tree_rotate_right(std::_Rb_tree_node_base*, std::_Rb_tree_node_base*&)
long std::__copy_streambufs_eof<char, std::char_traits<char> >(std::basic_streambuf<char, std::char_traits<char> >*, std::basic_streambuf<char, std::char_traits<char> >*, bool&)
long std::__copy_streambufs_eof<wchar_t, std::char_traits<wchar_t> >(std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >*, std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >*, bool&)
std::__glibcxx_assert_fail(char const*, int, char const*, char const*)
std::__throw_bad_exception()
std::__throw_runtime_error(char const*)
std::__throw_overflow_error(char const*)
std::__throw_underflow_error(char const*)
std::__throw_invalid_argument(char const*)
std::__throw_out_of_range_fmt(char const*, ...)
std::__throw_bad_function_call()
std::notify_all_at_thread_exit(std::condition_variable&, std::unique_lock<std::mutex>)
std::_Rb_tree_rebalance_for_erase(std::_Rb_tree_node_base*, std::_Rb_tree_node_base&)
std::__throw_bad_array_new_length()
std::_Rb_tree_insert_and_rebalance(bool, std::_Rb_tree_node_base*, std::_Rb_tree_node_base*, std::_Rb_tree_node_base&)
std::basic_istream<char, std::char_traits<char> >& std::ws<char, std::char_traits<char> >(std::basic_istream<char, std::char_traits<char> >&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >& std::ws<wchar_t, std::char_traits<wchar_t> >(std::basic_istream<wchar_t, std::char_traits<wchar_t> >&)
std::cin
std::cerr
std::clog
std::cout
std::basic_ostream<char, std::char_traits<char> >& std::endl<char, std::char_traits<char> >(std::basic_ostream<char, std::char_traits<char> >&)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >& std::endl<wchar_t, std::char_traits<wchar_t> >(std::basic_ostream<wchar_t, std::char_traits<wchar_t> >&)
std::basic_ostream<char, std::char_traits<char> >& std::ends<char, std::char_traits<char> >(std::basic_ostream<char, std::char_traits<char> >&)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >& std::ends<wchar_t, std::char_traits<wchar_t> >(std::basic_ostream<wchar_t, std::char_traits<wchar_t> >&)
std::wcin
std::basic_ostream<char, std::char_traits<char> >& std::flush<char, std::char_traits<char> >(std::basic_ostream<char, std::char_traits<char> >&)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >& std::flush<wchar_t, std::char_traits<wchar_t> >(std::basic_ostream<wchar_t, std::char_traits<wchar_t> >&)
std::wcerr
std::wclog
std::wcout
std::basic_istream<char, std::char_traits<char> >& std::getline<char, std::char_traits<char>, std::allocator<char> >(std::basic_istream<char, std::char_traits<char> >&, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&)
std::basic_istream<char, std::char_traits<char> >& std::getline<char, std::char_traits<char>, std::allocator<char> >(std::basic_istream<char, std::char_traits<char> >&, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&, char)
std::basic_istream<char, std::char_traits<char> >& std::getline<char, std::char_traits<char>, std::allocator<char> >(std::basic_istream<char, std::char_traits<char> >&, std::basic_string<char, std::char_traits<char>, std::allocator<char> >&)
std::basic_istream<char, std::char_traits<char> >& std::getline<char, std::char_traits<char>, std::allocator<char> >(std::basic_istream<char, std::char_traits<char> >&, std::basic_string<char, std::char_traits<char>, std::allocator<char> >&, char)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >& std::getline<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >(std::basic_istream<wchar_t, std::char_traits<wchar_t> >&, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >& std::getline<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >(std::basic_istream<wchar_t, std::char_traits<wchar_t> >&, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&, wchar_t)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >& std::getline<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >(std::basic_istream<wchar_t, std::char_traits<wchar_t> >&, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >& std::getline<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >(std::basic_istream<wchar_t, std::char_traits<wchar_t> >&, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&, wchar_t)
std::nothrow
std::to_chars(char*, char*, double)
std::to_chars(char*, char*, double, std::chars_format)
std::to_chars(char*, char*, double, std::chars_format, int)
std::to_chars(char*, char*, long double)
std::to_chars(char*, char*, long double, std::chars_format)
std::to_chars(char*, char*, long double, std::chars_format, int)
std::to_chars(char*, char*, float)
std::to_chars(char*, char*, float, std::chars_format)
std::to_chars(char*, char*, float, std::chars_format, int)
bool std::has_facet<std::__cxx11::moneypunct<char, false> >(std::locale const&)
bool std::has_facet<std::__cxx11::moneypunct<wchar_t, false> >(std::locale const&)
bool std::has_facet<std::__cxx11::collate<char> >(std::locale const&)
bool std::has_facet<std::__cxx11::collate<wchar_t> >(std::locale const&)
bool std::has_facet<std::__cxx11::messages<char> >(std::locale const&)
bool std::has_facet<std::__cxx11::messages<wchar_t> >(std::locale const&)
bool std::has_facet<std::__cxx11::numpunct<char> >(std::locale const&)
bool std::has_facet<std::__cxx11::numpunct<wchar_t> >(std::locale const&)
bool std::has_facet<std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > > >(std::locale const&)
bool std::has_facet<std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > > >(std::locale const&)
bool std::has_facet<std::__cxx11::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > > >(std::locale const&)
bool std::has_facet<std::__cxx11::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > > >(std::locale const&)
bool std::has_facet<std::__cxx11::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > > >(std::locale const&)
bool std::has_facet<std::__cxx11::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > > >(std::locale const&)
bool std::has_facet<std::moneypunct<char, false> >(std::locale const&)
bool std::has_facet<std::moneypunct<wchar_t, false> >(std::locale const&)
bool std::has_facet<std::__timepunct<char> >(std::locale const&)
bool std::has_facet<std::__timepunct<wchar_t> >(std::locale const&)
bool std::has_facet<std::ctype<char> >(std::locale const&)
bool std::has_facet<std::ctype<wchar_t> >(std::locale const&)
bool std::has_facet<std::codecvt<char, char, __mbstate_t> >(std::locale const&)
bool std::has_facet<std::codecvt<wchar_t, char, __mbstate_t> >(std::locale const&)
bool std::has_facet<std::collate<char> >(std::locale const&)
bool std::has_facet<std::collate<wchar_t> >(std::locale const&)
bool std::has_facet<std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > > >(std::locale const&)
bool std::has_facet<std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > > >(std::locale const&)
bool std::has_facet<std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > > >(std::locale const&)
bool std::has_facet<std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > > >(std::locale const&)
bool std::has_facet<std::messages<char> >(std::locale const&)
bool std::has_facet<std::messages<wchar_t> >(std::locale const&)
bool std::has_facet<std::numpunct<char> >(std::locale const&)
bool std::has_facet<std::numpunct<wchar_t> >(std::locale const&)
bool std::has_facet<std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > > >(std::locale const&)
bool std::has_facet<std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > > >(std::locale const&)
bool std::has_facet<std::time_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > > >(std::locale const&)
bool std::has_facet<std::time_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > > >(std::locale const&)
bool std::has_facet<std::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > > >(std::locale const&)
bool std::has_facet<std::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > > >(std::locale const&)
bool std::has_facet<std::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > > >(std::locale const&)
bool std::has_facet<std::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > > >(std::locale const&)
std::terminate()
std::__cxx11::moneypunct<char, false> const& std::use_facet<std::__cxx11::moneypunct<char, false> >(std::locale const&)
std::__cxx11::moneypunct<char, true> const& std::use_facet<std::__cxx11::moneypunct<char, true> >(std::locale const&)
std::__cxx11::moneypunct<wchar_t, false> const& std::use_facet<std::__cxx11::moneypunct<wchar_t, false> >(std::locale const&)
std::__cxx11::moneypunct<wchar_t, true> const& std::use_facet<std::__cxx11::moneypunct<wchar_t, true> >(std::locale const&)
std::__cxx11::collate<char> const& std::use_facet<std::__cxx11::collate<char> >(std::locale const&)
std::__cxx11::collate<wchar_t> const& std::use_facet<std::__cxx11::collate<wchar_t> >(std::locale const&)
std::__cxx11::messages<char> const& std::use_facet<std::__cxx11::messages<char> >(std::locale const&)
std::__cxx11::messages<wchar_t> const& std::use_facet<std::__cxx11::messages<wchar_t> >(std::locale const&)
std::__cxx11::numpunct<char> const& std::use_facet<std::__cxx11::numpunct<char> >(std::locale const&)
std::__cxx11::numpunct<wchar_t> const& std::use_facet<std::__cxx11::numpunct<wchar_t> >(std::locale const&)
std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > > const& std::use_facet<std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > > >(std::locale const&)
std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > > const& std::use_facet<std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > > >(std::locale const&)
std::__cxx11::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > > const& std::use_facet<std::__cxx11::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > > >(std::locale const&)
std::__cxx11::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > > const& std::use_facet<std::__cxx11::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > > >(std::locale const&)
std::__cxx11::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > > const& std::use_facet<std::__cxx11::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > > >(std::locale const&)
std::__cxx11::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > > const& std::use_facet<std::__cxx11::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > > >(std::locale const&)
std::moneypunct<char, false> const& std::use_facet<std::moneypunct<char, false> >(std::locale const&)
std::moneypunct<char, true> const& std::use_facet<std::moneypunct<char, true> >(std::locale const&)
std::moneypunct<wchar_t, false> const& std::use_facet<std::moneypunct<wchar_t, false> >(std::locale const&)
std::moneypunct<wchar_t, true> const& std::use_facet<std::moneypunct<wchar_t, true> >(std::locale const&)
std::__timepunct<char> const& std::use_facet<std::__timepunct<char> >(std::locale const&)
std::__timepunct<wchar_t> const& std::use_facet<std::__timepunct<wchar_t> >(std::locale const&)
std::ctype<char> const& std::use_facet<std::ctype<char> >(std::locale const&)
std::ctype<wchar_t> const& std::use_facet<std::ctype<wchar_t> >(std::locale const&)
std::codecvt<char, char, __mbstate_t> const& std::use_facet<std::codecvt<char, char, __mbstate_t> >(std::locale const&)
std::codecvt<wchar_t, char, __mbstate_t> const& std::use_facet<std::codecvt<wchar_t, char, __mbstate_t> >(std::locale const&)
std::collate<char> const& std::use_facet<std::collate<char> >(std::locale const&)
std::collate<wchar_t> const& std::use_facet<std::collate<wchar_t> >(std::locale const&)
std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > > const& std::use_facet<std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > > >(std::locale const&)
std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > > const& std::use_facet<std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > > >(std::locale const&)
std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > > const& std::use_facet<std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > > >(std::locale const&)
std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > > const& std::use_facet<std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > > >(std::locale const&)
std::messages<char> const& std::use_facet<std::messages<char> >(std::locale const&)
std::messages<wchar_t> const& std::use_facet<std::messages<wchar_t> >(std::locale const&)
std::numpunct<char> const& std::use_facet<std::numpunct<char> >(std::locale const&)
std::numpunct<wchar_t> const& std::use_facet<std::numpunct<wchar_t> >(std::locale const&)
std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > > const& std::use_facet<std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > > >(std::locale const&)
std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > > const& std::use_facet<std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > > >(std::locale const&)
std::time_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > > const& std::use_facet<std::time_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > > >(std::locale const&)
std::time_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > > const& std::use_facet<std::time_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > > >(std::locale const&)
std::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > > const& std::use_facet<std::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > > >(std::locale const&)
std::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > > const& std::use_facet<std::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > > >(std::locale const&)
std::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > > const& std::use_facet<std::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > > >(std::locale const&)
std::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > > const& std::use_facet<std::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > > >(std::locale const&)
std::basic_ostream<char, std::char_traits<char> >& std::operator<< <std::char_traits<char> >(std::basic_ostream<char, std::char_traits<char> >&, signed char const*)
std::basic_ostream<char, std::char_traits<char> >& std::operator<< <std::char_traits<char> >(std::basic_ostream<char, std::char_traits<char> >&, char const*)
std::basic_ostream<char, std::char_traits<char> >& std::operator<< <std::char_traits<char> >(std::basic_ostream<char, std::char_traits<char> >&, unsigned char const*)
std::basic_ostream<char, std::char_traits<char> >& std::operator<< <std::char_traits<char> >(std::basic_ostream<char, std::char_traits<char> >&, signed char)
std::basic_ostream<char, std::char_traits<char> >& std::operator<< <std::char_traits<char> >(std::basic_ostream<char, std::char_traits<char> >&, char)
std::basic_ostream<char, std::char_traits<char> >& std::operator<< <std::char_traits<char> >(std::basic_ostream<char, std::char_traits<char> >&, unsigned char)
std::basic_ostream<char, std::char_traits<char> >& std::operator<< <char, std::char_traits<char> >(std::basic_ostream<char, std::char_traits<char> >&, std::_Setiosflags)
std::basic_ostream<char, std::char_traits<char> >& std::operator<< <char, std::char_traits<char> >(std::basic_ostream<char, std::char_traits<char> >&, std::_Setprecision)
std::basic_ostream<char, std::char_traits<char> >& std::operator<< <char, std::char_traits<char> >(std::basic_ostream<char, std::char_traits<char> >&, std::_Resetiosflags)
std::basic_ostream<char, std::char_traits<char> >& std::operator<< <char, std::char_traits<char> >(std::basic_ostream<char, std::char_traits<char> >&, std::_Setw)
std::basic_ostream<char, std::char_traits<char> >& std::operator<< <char, std::char_traits<char> >(std::basic_ostream<char, std::char_traits<char> >&, std::_Setbase)
std::basic_ostream<char, std::char_traits<char> >& std::operator<< <char, std::char_traits<char> >(std::basic_ostream<char, std::char_traits<char> >&, std::_Setfill<char>)
std::basic_ostream<char, std::char_traits<char> >& std::operator<< <char, std::char_traits<char>, std::allocator<char> >(std::basic_ostream<char, std::char_traits<char> >&, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::basic_ostream<char, std::char_traits<char> >& std::operator<< <char, std::char_traits<char>, std::allocator<char> >(std::basic_ostream<char, std::char_traits<char> >&, std::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::basic_ostream<char, std::char_traits<char> >& std::operator<< <double, char, std::char_traits<char> >(std::basic_ostream<char, std::char_traits<char> >&, std::complex<double> const&)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >& std::operator<< <double, wchar_t, std::char_traits<wchar_t> >(std::basic_ostream<wchar_t, std::char_traits<wchar_t> >&, std::complex<double> const&)
std::basic_ostream<char, std::char_traits<char> >& std::operator<< <long double, char, std::char_traits<char> >(std::basic_ostream<char, std::char_traits<char> >&, std::complex<long double> const&)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >& std::operator<< <long double, wchar_t, std::char_traits<wchar_t> >(std::basic_ostream<wchar_t, std::char_traits<wchar_t> >&, std::complex<long double> const&)
std::basic_ostream<char, std::char_traits<char> >& std::operator<< <float, char, std::char_traits<char> >(std::basic_ostream<char, std::char_traits<char> >&, std::complex<float> const&)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >& std::operator<< <float, wchar_t, std::char_traits<wchar_t> >(std::basic_ostream<wchar_t, std::char_traits<wchar_t> >&, std::complex<float> const&)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >& std::operator<< <wchar_t, std::char_traits<wchar_t> >(std::basic_ostream<wchar_t, std::char_traits<wchar_t> >&, wchar_t const*)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >& std::operator<< <wchar_t, std::char_traits<wchar_t> >(std::basic_ostream<wchar_t, std::char_traits<wchar_t> >&, char const*)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >& std::operator<< <wchar_t, std::char_traits<wchar_t> >(std::basic_ostream<wchar_t, std::char_traits<wchar_t> >&, wchar_t)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >& std::operator<< <wchar_t, std::char_traits<wchar_t> >(std::basic_ostream<wchar_t, std::char_traits<wchar_t> >&, std::_Setiosflags)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >& std::operator<< <wchar_t, std::char_traits<wchar_t> >(std::basic_ostream<wchar_t, std::char_traits<wchar_t> >&, std::_Setprecision)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >& std::operator<< <wchar_t, std::char_traits<wchar_t> >(std::basic_ostream<wchar_t, std::char_traits<wchar_t> >&, std::_Resetiosflags)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >& std::operator<< <wchar_t, std::char_traits<wchar_t> >(std::basic_ostream<wchar_t, std::char_traits<wchar_t> >&, std::_Setw)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >& std::operator<< <wchar_t, std::char_traits<wchar_t> >(std::basic_ostream<wchar_t, std::char_traits<wchar_t> >&, std::_Setbase)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >& std::operator<< <wchar_t, std::char_traits<wchar_t> >(std::basic_ostream<wchar_t, std::char_traits<wchar_t> >&, std::_Setfill<wchar_t>)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >& std::operator<< <wchar_t, std::char_traits<wchar_t> >(std::basic_ostream<wchar_t, std::char_traits<wchar_t> >&, char)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >& std::operator<< <wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >(std::basic_ostream<wchar_t, std::char_traits<wchar_t> >&, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >& std::operator<< <wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >(std::basic_ostream<wchar_t, std::char_traits<wchar_t> >&, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > std::operator+<char, std::char_traits<char>, std::allocator<char> >(char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > std::operator+<char, std::char_traits<char>, std::allocator<char> >(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > std::operator+<char, std::char_traits<char>, std::allocator<char> >(char, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> > std::operator+<char, std::char_traits<char>, std::allocator<char> >(char const*, std::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> > std::operator+<char, std::char_traits<char>, std::allocator<char> >(std::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::basic_string<char, std::char_traits<char>, std::allocator<char> > std::operator+<char, std::char_traits<char>, std::allocator<char> >(char, std::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > std::operator+<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >(wchar_t const*, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > std::operator+<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >(std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > std::operator+<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >(wchar_t, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > std::operator+<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >(wchar_t const*, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > std::operator+<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >(std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > std::operator+<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >(wchar_t, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> > const&)
std::basic_istream<char, std::char_traits<char> >& std::operator>><std::char_traits<char> >(std::basic_istream<char, std::char_traits<char> >&, signed char*)
std::basic_istream<char, std::char_traits<char> >& std::operator>><std::char_traits<char> >(std::basic_istream<char, std::char_traits<char> >&, unsigned char*)
std::basic_istream<char, std::char_traits<char> >& std::operator>><std::char_traits<char> >(std::basic_istream<char, std::char_traits<char> >&, signed char&)
std::basic_istream<char, std::char_traits<char> >& std::operator>><std::char_traits<char> >(std::basic_istream<char, std::char_traits<char> >&, unsigned char&)
std::basic_istream<char, std::char_traits<char> >& std::operator>><char, std::char_traits<char> >(std::basic_istream<char, std::char_traits<char> >&, char*)
std::basic_istream<char, std::char_traits<char> >& std::operator>><char, std::char_traits<char> >(std::basic_istream<char, std::char_traits<char> >&, char&)
std::basic_istream<char, std::char_traits<char> >& std::operator>><char, std::char_traits<char> >(std::basic_istream<char, std::char_traits<char> >&, std::_Setiosflags)
std::basic_istream<char, std::char_traits<char> >& std::operator>><char, std::char_traits<char> >(std::basic_istream<char, std::char_traits<char> >&, std::_Setprecision)
std::basic_istream<char, std::char_traits<char> >& std::operator>><char, std::char_traits<char> >(std::basic_istream<char, std::char_traits<char> >&, std::_Resetiosflags)
std::basic_istream<char, std::char_traits<char> >& std::operator>><char, std::char_traits<char> >(std::basic_istream<char, std::char_traits<char> >&, std::_Setw)
std::basic_istream<char, std::char_traits<char> >& std::operator>><char, std::char_traits<char> >(std::basic_istream<char, std::char_traits<char> >&, std::_Setbase)
std::basic_istream<char, std::char_traits<char> >& std::operator>><char, std::char_traits<char> >(std::basic_istream<char, std::char_traits<char> >&, std::_Setfill<char>)
std::basic_istream<char, std::char_traits<char> >& std::operator>><char, std::char_traits<char>, std::allocator<char> >(std::basic_istream<char, std::char_traits<char> >&, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&)
std::basic_istream<char, std::char_traits<char> >& std::operator>><char, std::char_traits<char>, std::allocator<char> >(std::basic_istream<char, std::char_traits<char> >&, std::basic_string<char, std::char_traits<char>, std::allocator<char> >&)
std::basic_istream<char, std::char_traits<char> >& std::operator>><double, char, std::char_traits<char> >(std::basic_istream<char, std::char_traits<char> >&, std::complex<double>&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >& std::operator>><double, wchar_t, std::char_traits<wchar_t> >(std::basic_istream<wchar_t, std::char_traits<wchar_t> >&, std::complex<double>&)
std::basic_istream<char, std::char_traits<char> >& std::operator>><long double, char, std::char_traits<char> >(std::basic_istream<char, std::char_traits<char> >&, std::complex<long double>&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >& std::operator>><long double, wchar_t, std::char_traits<wchar_t> >(std::basic_istream<wchar_t, std::char_traits<wchar_t> >&, std::complex<long double>&)
std::basic_istream<char, std::char_traits<char> >& std::operator>><float, char, std::char_traits<char> >(std::basic_istream<char, std::char_traits<char> >&, std::complex<float>&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >& std::operator>><float, wchar_t, std::char_traits<wchar_t> >(std::basic_istream<wchar_t, std::char_traits<wchar_t> >&, std::complex<float>&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >& std::operator>><wchar_t, std::char_traits<wchar_t> >(std::basic_istream<wchar_t, std::char_traits<wchar_t> >&, wchar_t*)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >& std::operator>><wchar_t, std::char_traits<wchar_t> >(std::basic_istream<wchar_t, std::char_traits<wchar_t> >&, wchar_t&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >& std::operator>><wchar_t, std::char_traits<wchar_t> >(std::basic_istream<wchar_t, std::char_traits<wchar_t> >&, std::_Setiosflags)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >& std::operator>><wchar_t, std::char_traits<wchar_t> >(std::basic_istream<wchar_t, std::char_traits<wchar_t> >&, std::_Setprecision)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >& std::operator>><wchar_t, std::char_traits<wchar_t> >(std::basic_istream<wchar_t, std::char_traits<wchar_t> >&, std::_Resetiosflags)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >& std::operator>><wchar_t, std::char_traits<wchar_t> >(std::basic_istream<wchar_t, std::char_traits<wchar_t> >&, std::_Setw)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >& std::operator>><wchar_t, std::char_traits<wchar_t> >(std::basic_istream<wchar_t, std::char_traits<wchar_t> >&, std::_Setbase)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >& std::operator>><wchar_t, std::char_traits<wchar_t> >(std::basic_istream<wchar_t, std::char_traits<wchar_t> >&, std::_Setfill<wchar_t>)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >& std::operator>><wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >(std::basic_istream<wchar_t, std::char_traits<wchar_t> >&, std::__cxx11::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&)
std::basic_istream<wchar_t, std::char_traits<wchar_t> >& std::operator>><wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >(std::basic_istream<wchar_t, std::char_traits<wchar_t> >&, std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >&)
typeinfo for decimal64
typeinfo for decimal128
typeinfo for decimal32
typeinfo for char32_t
typeinfo for decltype(nullptr)
typeinfo for char16_t
typeinfo for char8_t
typeinfo for __cxxabiv1::__forced_unwind
typeinfo for __cxxabiv1::__enum_type_info
typeinfo for __cxxabiv1::__array_type_info
typeinfo for __cxxabiv1::__class_type_info
typeinfo for __cxxabiv1::__pbase_type_info
typeinfo for __cxxabiv1::__foreign_exception
typeinfo for __cxxabiv1::__pointer_type_info
typeinfo for __cxxabiv1::__function_type_info
typeinfo for __cxxabiv1::__si_class_type_info
typeinfo for __cxxabiv1::__vmi_class_type_info
typeinfo for __cxxabiv1::__fundamental_type_info
typeinfo for __cxxabiv1::__pointer_to_member_type_info
typeinfo for __gnu_cxx::stdio_filebuf<char, std::char_traits<char> >
typeinfo for __gnu_cxx::stdio_filebuf<wchar_t, std::char_traits<wchar_t> >
typeinfo for __gnu_cxx::stdio_sync_filebuf<char, std::char_traits<char> >
typeinfo for __gnu_cxx::stdio_sync_filebuf<wchar_t, std::char_traits<wchar_t> >
typeinfo for std::filesystem::filesystem_error
typeinfo for std::filesystem::__cxx11::filesystem_error
typeinfo for std::__future_base::_State_base
typeinfo for std::__future_base::_Result_base
typeinfo for std::__future_base::_Async_state_common
typeinfo for std::_V2::error_category
typeinfo for std::pmr::memory_resource
typeinfo for std::pmr::monotonic_buffer_resource
typeinfo for std::pmr::synchronized_pool_resource
typeinfo for std::pmr::unsynchronized_pool_resource
typeinfo for std::locale::facet
typeinfo for std::thread::_State
typeinfo for std::__cxx11::moneypunct<char, false>
typeinfo for std::__cxx11::moneypunct<char, true>
typeinfo for std::__cxx11::moneypunct<wchar_t, false>
typeinfo for std::__cxx11::moneypunct<wchar_t, true>
typeinfo for std::__cxx11::collate_byname<char>
typeinfo for std::__cxx11::collate_byname<wchar_t>
typeinfo for std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >
typeinfo for std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
typeinfo for std::__cxx11::messages_byname<char>
typeinfo for std::__cxx11::messages_byname<wchar_t>
typeinfo for std::__cxx11::numpunct_byname<char>
typeinfo for std::__cxx11::numpunct_byname<wchar_t>
typeinfo for std::__cxx11::time_get_byname<char, std::istreambuf_iterator<char, std::char_traits<char> > >
typeinfo for std::__cxx11::time_get_byname<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
typeinfo for std::__cxx11::moneypunct_byname<char, false>
typeinfo for std::__cxx11::moneypunct_byname<char, true>
typeinfo for std::__cxx11::moneypunct_byname<wchar_t, false>
typeinfo for std::__cxx11::moneypunct_byname<wchar_t, true>
typeinfo for std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >
typeinfo for std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
typeinfo for std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >
typeinfo for std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
typeinfo for std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >
typeinfo for std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
typeinfo for std::__cxx11::collate<char>
typeinfo for std::__cxx11::collate<wchar_t>
typeinfo for std::__cxx11::messages<char>
typeinfo for std::__cxx11::messages<wchar_t>
typeinfo for std::__cxx11::numpunct<char>
typeinfo for std::__cxx11::numpunct<wchar_t>
typeinfo for std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >
typeinfo for std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
typeinfo for std::__cxx11::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >
typeinfo for std::__cxx11::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
typeinfo for std::__cxx11::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >
typeinfo for std::__cxx11::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
typeinfo for std::ios_base::failure[abi:cxx11]
typeinfo for std::ios_base::failure
typeinfo for decimal64*
typeinfo for decimal128*
typeinfo for decimal32*
typeinfo for char32_t*
typeinfo for decltype(nullptr)*
typeinfo for char16_t*
typeinfo for char8_t*
typeinfo for decimal64 const*
typeinfo for decimal128 const*
typeinfo for decimal32 const*
typeinfo for char32_t const*
typeinfo for decltype(nullptr) const*
typeinfo for char16_t const*
typeinfo for char8_t const*
typeinfo for signed char const*
typeinfo for bool const*
typeinfo for char const*
typeinfo for double const*
typeinfo for long double const*
typeinfo for float const*
typeinfo for __float128 const*
typeinfo for unsigned char const*
typeinfo for int const*
typeinfo for unsigned int const*
typeinfo for long const*
typeinfo for unsigned long const*
typeinfo for __int128 const*
typeinfo for unsigned __int128 const*
typeinfo for short const*
typeinfo for unsigned short const*
typeinfo for void const*
typeinfo for wchar_t const*
typeinfo for long long const*
typeinfo for unsigned long long const*
typeinfo for signed char*
typeinfo for bool*
typeinfo for char*
typeinfo for double*
typeinfo for long double*
typeinfo for float*
typeinfo for __float128*
typeinfo for unsigned char*
typeinfo for int*
typeinfo for unsigned int*
typeinfo for long*
typeinfo for unsigned long*
typeinfo for __int128*
typeinfo for unsigned __int128*
typeinfo for short*
typeinfo for unsigned short*
typeinfo for void*
typeinfo for wchar_t*
typeinfo for long long*
typeinfo for unsigned long long*
typeinfo for std::iostream
typeinfo for std::istream
typeinfo for std::ostream
typeinfo for std::bad_typeid
typeinfo for std::ctype_base
typeinfo for std::istrstream
typeinfo for std::lock_error
typeinfo for std::money_base
typeinfo for std::moneypunct<char, false>
typeinfo for std::moneypunct<char, true>
typeinfo for std::moneypunct<wchar_t, false>
typeinfo for std::moneypunct<wchar_t, true>
typeinfo for std::ostrstream
typeinfo for std::__timepunct<char>
typeinfo for std::__timepunct<wchar_t>
typeinfo for std::logic_error
typeinfo for std::range_error
typeinfo for std::regex_error
typeinfo for std::bad_weak_ptr
typeinfo for std::codecvt_base
typeinfo for std::ctype_byname<char>
typeinfo for std::ctype_byname<wchar_t>
typeinfo for std::domain_error
typeinfo for std::future_error
typeinfo for std::length_error
typeinfo for std::out_of_range
typeinfo for std::strstreambuf
typeinfo for std::system_error
typeinfo for std::bad_exception
typeinfo for std::basic_filebuf<char, std::char_traits<char> >
typeinfo for std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >
typeinfo for std::basic_fstream<char, std::char_traits<char> >
typeinfo for std::basic_fstream<wchar_t, std::char_traits<wchar_t> >
typeinfo for std::basic_istream<wchar_t, std::char_traits<wchar_t> >
typeinfo for std::basic_ostream<wchar_t, std::char_traits<wchar_t> >
typeinfo for std::messages_base
typeinfo for std::runtime_error
typeinfo for std::basic_ifstream<char, std::char_traits<char> >
typeinfo for std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >
typeinfo for std::basic_iostream<wchar_t, std::char_traits<wchar_t> >
typeinfo for std::basic_ofstream<char, std::char_traits<char> >
typeinfo for std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >
typeinfo for std::codecvt_byname<char, char, __mbstate_t>
typeinfo for std::codecvt_byname<wchar_t, char, __mbstate_t>
typeinfo for std::collate_byname<char>
typeinfo for std::collate_byname<wchar_t>
typeinfo for std::error_category
typeinfo for std::overflow_error
typeinfo for std::basic_streambuf<char, std::char_traits<char> >
typeinfo for std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >
typeinfo for std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >
typeinfo for std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
typeinfo for std::messages_byname<char>
typeinfo for std::messages_byname<wchar_t>
typeinfo for std::numpunct_byname<char>
typeinfo for std::numpunct_byname<wchar_t>
typeinfo for std::time_get_byname<char, std::istreambuf_iterator<char, std::char_traits<char> > >
typeinfo for std::time_get_byname<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
typeinfo for std::time_put_byname<char, std::ostreambuf_iterator<char, std::char_traits<char> > >
typeinfo for std::time_put_byname<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
typeinfo for std::underflow_error
typeinfo for std::bad_array_length
typeinfo for std::invalid_argument
typeinfo for std::nested_exception
typeinfo for std::bad_function_call
typeinfo for std::moneypunct_byname<char, false>
typeinfo for std::moneypunct_byname<char, true>
typeinfo for std::moneypunct_byname<wchar_t, false>
typeinfo for std::moneypunct_byname<wchar_t, true>
typeinfo for std::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >
typeinfo for std::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
typeinfo for std::__codecvt_utf8_base<char32_t>
typeinfo for std::__codecvt_utf8_base<char16_t>
typeinfo for std::__codecvt_utf8_base<wchar_t>
typeinfo for std::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >
typeinfo for std::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
typeinfo for std::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >
typeinfo for std::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
typeinfo for std::__codecvt_utf16_base<char32_t>
typeinfo for std::__codecvt_utf16_base<char16_t>
typeinfo for std::__codecvt_utf16_base<wchar_t>
typeinfo for std::bad_array_new_length
typeinfo for std::__ctype_abstract_base<char>
typeinfo for std::__ctype_abstract_base<wchar_t>
typeinfo for std::__codecvt_abstract_base<char, char, __mbstate_t>
typeinfo for std::__codecvt_abstract_base<wchar_t, char, __mbstate_t>
typeinfo for std::__codecvt_utf8_utf16_base<char32_t>
typeinfo for std::__codecvt_utf8_utf16_base<char16_t>
typeinfo for std::__codecvt_utf8_utf16_base<wchar_t>
typeinfo for std::ctype<char>
typeinfo for std::ctype<wchar_t>
typeinfo for std::codecvt<char32_t, char8_t, __mbstate_t>
typeinfo for std::codecvt<char32_t, char, __mbstate_t>
typeinfo for std::codecvt<char16_t, char8_t, __mbstate_t>
typeinfo for std::codecvt<char16_t, char, __mbstate_t>
typeinfo for std::codecvt<char, char, __mbstate_t>
typeinfo for std::codecvt<wchar_t, char, __mbstate_t>
typeinfo for std::collate<char>
typeinfo for std::collate<wchar_t>
typeinfo for std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >
typeinfo for std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
typeinfo for std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >
typeinfo for std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
typeinfo for std::bad_cast
typeinfo for std::ios_base
typeinfo for std::messages<char>
typeinfo for std::messages<wchar_t>
typeinfo for std::numpunct<char>
typeinfo for std::numpunct<wchar_t>
typeinfo for std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >
typeinfo for std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
typeinfo for std::time_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >
typeinfo for std::time_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
typeinfo for std::bad_alloc
typeinfo for std::basic_ios<char, std::char_traits<char> >
typeinfo for std::basic_ios<wchar_t, std::char_traits<wchar_t> >
typeinfo for std::exception
typeinfo for std::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >
typeinfo for std::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
typeinfo for std::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >
typeinfo for std::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
typeinfo for std::strstream
typeinfo for std::time_base
typeinfo for std::type_info
typeinfo for signed char
typeinfo for bool
typeinfo for char
typeinfo for double
typeinfo for long double
typeinfo for float
typeinfo for __float128
typeinfo for unsigned char
typeinfo for int
typeinfo for unsigned int
typeinfo for long
typeinfo for unsigned long
typeinfo for __int128
typeinfo for unsigned __int128
typeinfo for short
typeinfo for unsigned short
typeinfo for void
typeinfo for wchar_t
typeinfo for long long
typeinfo for unsigned long long
typeinfo name for __cxxabiv1::__enum_type_info
typeinfo name for __cxxabiv1::__array_type_info
typeinfo name for __cxxabiv1::__class_type_info
typeinfo name for __cxxabiv1::__pbase_type_info
typeinfo name for __cxxabiv1::__pointer_type_info
typeinfo name for __cxxabiv1::__function_type_info
typeinfo name for __cxxabiv1::__si_class_type_info
typeinfo name for __cxxabiv1::__vmi_class_type_info
typeinfo name for __cxxabiv1::__fundamental_type_info
typeinfo name for __cxxabiv1::__pointer_to_member_type_info
typeinfo name for __gnu_cxx::stdio_filebuf<char, std::char_traits<char> >
typeinfo name for __gnu_cxx::stdio_filebuf<wchar_t, std::char_traits<wchar_t> >
typeinfo name for __gnu_cxx::stdio_sync_filebuf<char, std::char_traits<char> >
typeinfo name for __gnu_cxx::stdio_sync_filebuf<wchar_t, std::char_traits<wchar_t> >
typeinfo name for std::__future_base::_Async_state_common
typeinfo name for std::pmr::memory_resource
typeinfo name for std::pmr::monotonic_buffer_resource
typeinfo name for std::locale::facet
typeinfo name for std::thread::_State
typeinfo name for std::__cxx11::moneypunct<char, false>
typeinfo name for std::__cxx11::moneypunct<char, true>
typeinfo name for std::__cxx11::moneypunct<wchar_t, false>
typeinfo name for std::__cxx11::moneypunct<wchar_t, true>
typeinfo name for std::__cxx11::collate_byname<char>
typeinfo name for std::__cxx11::collate_byname<wchar_t>
typeinfo name for std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >
typeinfo name for std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
typeinfo name for std::__cxx11::messages_byname<char>
typeinfo name for std::__cxx11::messages_byname<wchar_t>
typeinfo name for std::__cxx11::numpunct_byname<char>
typeinfo name for std::__cxx11::numpunct_byname<wchar_t>
typeinfo name for std::__cxx11::time_get_byname<char, std::istreambuf_iterator<char, std::char_traits<char> > >
typeinfo name for std::__cxx11::time_get_byname<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
typeinfo name for std::__cxx11::moneypunct_byname<char, false>
typeinfo name for std::__cxx11::moneypunct_byname<char, true>
typeinfo name for std::__cxx11::moneypunct_byname<wchar_t, false>
typeinfo name for std::__cxx11::moneypunct_byname<wchar_t, true>
typeinfo name for std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >
typeinfo name for std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
typeinfo name for std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >
typeinfo name for std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
typeinfo name for std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >
typeinfo name for std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
typeinfo name for std::__cxx11::collate<char>
typeinfo name for std::__cxx11::collate<wchar_t>
typeinfo name for std::__cxx11::messages<char>
typeinfo name for std::__cxx11::messages<wchar_t>
typeinfo name for std::__cxx11::numpunct<char>
typeinfo name for std::__cxx11::numpunct<wchar_t>
typeinfo name for std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >
typeinfo name for std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
typeinfo name for std::__cxx11::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >
typeinfo name for std::__cxx11::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
typeinfo name for std::__cxx11::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >
typeinfo name for std::__cxx11::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
typeinfo name for std::ios_base::failure[abi:cxx11]
typeinfo name for std::ios_base::failure
typeinfo name for signed char const*
typeinfo name for bool const*
typeinfo name for char const*
typeinfo name for double const*
typeinfo name for long double const*
typeinfo name for float const*
typeinfo name for __float128 const*
typeinfo name for unsigned char const*
typeinfo name for int const*
typeinfo name for unsigned int const*
typeinfo name for long const*
typeinfo name for unsigned long const*
typeinfo name for __int128 const*
typeinfo name for unsigned __int128 const*
typeinfo name for short const*
typeinfo name for unsigned short const*
typeinfo name for void const*
typeinfo name for wchar_t const*
typeinfo name for long long const*
typeinfo name for unsigned long long const*
typeinfo name for signed char*
typeinfo name for bool*
typeinfo name for char*
typeinfo name for double*
typeinfo name for long double*
typeinfo name for float*
typeinfo name for __float128*
typeinfo name for unsigned char*
typeinfo name for int*
typeinfo name for unsigned int*
typeinfo name for long*
typeinfo name for unsigned long*
typeinfo name for __int128*
typeinfo name for unsigned __int128*
typeinfo name for short*
typeinfo name for unsigned short*
typeinfo name for void*
typeinfo name for wchar_t*
typeinfo name for long long*
typeinfo name for unsigned long long*
typeinfo name for std::iostream
typeinfo name for std::istream
typeinfo name for std::ostream
typeinfo name for std::bad_typeid
typeinfo name for std::ctype_base
typeinfo name for std::istrstream
typeinfo name for std::lock_error
typeinfo name for std::money_base
typeinfo name for std::moneypunct<char, false>
typeinfo name for std::moneypunct<char, true>
typeinfo name for std::moneypunct<wchar_t, false>
typeinfo name for std::moneypunct<wchar_t, true>
typeinfo name for std::ostrstream
typeinfo name for std::__timepunct<char>
typeinfo name for std::__timepunct<wchar_t>
typeinfo name for std::logic_error
typeinfo name for std::range_error
typeinfo name for std::codecvt_base
typeinfo name for std::ctype_byname<char>
typeinfo name for std::ctype_byname<wchar_t>
typeinfo name for std::domain_error
typeinfo name for std::future_error
typeinfo name for std::length_error
typeinfo name for std::out_of_range
typeinfo name for std::strstreambuf
typeinfo name for std::system_error
typeinfo name for std::bad_exception
typeinfo name for std::basic_filebuf<char, std::char_traits<char> >
typeinfo name for std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >
typeinfo name for std::basic_fstream<char, std::char_traits<char> >
typeinfo name for std::basic_fstream<wchar_t, std::char_traits<wchar_t> >
typeinfo name for std::basic_istream<wchar_t, std::char_traits<wchar_t> >
typeinfo name for std::basic_ostream<wchar_t, std::char_traits<wchar_t> >
typeinfo name for std::messages_base
typeinfo name for std::runtime_error
typeinfo name for std::basic_ifstream<char, std::char_traits<char> >
typeinfo name for std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >
typeinfo name for std::basic_iostream<wchar_t, std::char_traits<wchar_t> >
typeinfo name for std::basic_ofstream<char, std::char_traits<char> >
typeinfo name for std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >
typeinfo name for std::codecvt_byname<char, char, __mbstate_t>
typeinfo name for std::codecvt_byname<wchar_t, char, __mbstate_t>
typeinfo name for std::collate_byname<char>
typeinfo name for std::collate_byname<wchar_t>
typeinfo name for std::error_category
typeinfo name for std::overflow_error
typeinfo name for std::basic_streambuf<char, std::char_traits<char> >
typeinfo name for std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >
typeinfo name for std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >
typeinfo name for std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
typeinfo name for std::messages_byname<char>
typeinfo name for std::messages_byname<wchar_t>
typeinfo name for std::numpunct_byname<char>
typeinfo name for std::numpunct_byname<wchar_t>
typeinfo name for std::time_get_byname<char, std::istreambuf_iterator<char, std::char_traits<char> > >
typeinfo name for std::time_get_byname<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
typeinfo name for std::time_put_byname<char, std::ostreambuf_iterator<char, std::char_traits<char> > >
typeinfo name for std::time_put_byname<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
typeinfo name for std::underflow_error
typeinfo name for std::bad_array_length
typeinfo name for std::invalid_argument
typeinfo name for std::moneypunct_byname<char, false>
typeinfo name for std::moneypunct_byname<char, true>
typeinfo name for std::moneypunct_byname<wchar_t, false>
typeinfo name for std::moneypunct_byname<wchar_t, true>
typeinfo name for std::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >
typeinfo name for std::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
typeinfo name for std::__codecvt_utf8_base<char32_t>
typeinfo name for std::__codecvt_utf8_base<char16_t>
typeinfo name for std::__codecvt_utf8_base<wchar_t>
typeinfo name for std::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >
typeinfo name for std::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
typeinfo name for std::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >
typeinfo name for std::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
typeinfo name for std::__codecvt_utf16_base<char32_t>
typeinfo name for std::__codecvt_utf16_base<char16_t>
typeinfo name for std::__codecvt_utf16_base<wchar_t>
typeinfo name for std::bad_array_new_length
typeinfo name for std::__ctype_abstract_base<char>
typeinfo name for std::__ctype_abstract_base<wchar_t>
typeinfo name for std::__codecvt_abstract_base<char, char, __mbstate_t>
typeinfo name for std::__codecvt_abstract_base<wchar_t, char, __mbstate_t>
typeinfo name for std::__codecvt_utf8_utf16_base<char32_t>
typeinfo name for std::__codecvt_utf8_utf16_base<char16_t>
typeinfo name for std::__codecvt_utf8_utf16_base<wchar_t>
typeinfo name for std::ctype<char>
typeinfo name for std::ctype<wchar_t>
typeinfo name for std::codecvt<char32_t, char8_t, __mbstate_t>
typeinfo name for std::codecvt<char32_t, char, __mbstate_t>
typeinfo name for std::codecvt<char16_t, char8_t, __mbstate_t>
typeinfo name for std::codecvt<char16_t, char, __mbstate_t>
typeinfo name for std::codecvt<char, char, __mbstate_t>
typeinfo name for std::codecvt<wchar_t, char, __mbstate_t>
typeinfo name for std::collate<char>
typeinfo name for std::collate<wchar_t>
typeinfo name for std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >
typeinfo name for std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
typeinfo name for std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >
typeinfo name for std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
typeinfo name for std::bad_cast
typeinfo name for std::ios_base
typeinfo name for std::messages<char>
typeinfo name for std::messages<wchar_t>
typeinfo name for std::numpunct<char>
typeinfo name for std::numpunct<wchar_t>
typeinfo name for std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >
typeinfo name for std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
typeinfo name for std::time_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >
typeinfo name for std::time_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
typeinfo name for std::bad_alloc
typeinfo name for std::basic_ios<char, std::char_traits<char> >
typeinfo name for std::basic_ios<wchar_t, std::char_traits<wchar_t> >
typeinfo name for std::exception
typeinfo name for std::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >
typeinfo name for std::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
typeinfo name for std::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >
typeinfo name for std::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
typeinfo name for std::strstream
typeinfo name for std::time_base
typeinfo name for std::type_info
typeinfo name for signed char
typeinfo name for bool
typeinfo name for char
typeinfo name for double
typeinfo name for long double
typeinfo name for float
typeinfo name for __float128
typeinfo name for unsigned char
typeinfo name for int
typeinfo name for unsigned int
typeinfo name for long
typeinfo name for unsigned long
typeinfo name for __int128
typeinfo name for unsigned __int128
typeinfo name for short
typeinfo name for unsigned short
typeinfo name for void
typeinfo name for wchar_t
typeinfo name for long long
typeinfo name for unsigned long long
VTT for std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >
VTT for std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
VTT for std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >
VTT for std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
VTT for std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >
VTT for std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
VTT for std::iostream
VTT for std::istream
VTT for std::ostream
VTT for std::istrstream
VTT for std::ostrstream
VTT for std::basic_fstream<char, std::char_traits<char> >
VTT for std::basic_fstream<wchar_t, std::char_traits<wchar_t> >
VTT for std::basic_istream<wchar_t, std::char_traits<wchar_t> >
VTT for std::basic_ostream<wchar_t, std::char_traits<wchar_t> >
VTT for std::basic_ifstream<char, std::char_traits<char> >
VTT for std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >
VTT for std::basic_iostream<wchar_t, std::char_traits<wchar_t> >
VTT for std::basic_ofstream<char, std::char_traits<char> >
VTT for std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >
VTT for std::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >
VTT for std::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
VTT for std::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >
VTT for std::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
VTT for std::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >
VTT for std::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
VTT for std::strstream
vtable for __cxxabiv1::__enum_type_info
vtable for __cxxabiv1::__array_type_info
vtable for __cxxabiv1::__class_type_info
vtable for __cxxabiv1::__pbase_type_info
vtable for __cxxabiv1::__pointer_type_info
vtable for __cxxabiv1::__function_type_info
vtable for __cxxabiv1::__si_class_type_info
vtable for __cxxabiv1::__vmi_class_type_info
vtable for __cxxabiv1::__fundamental_type_info
vtable for __cxxabiv1::__pointer_to_member_type_info
vtable for __gnu_cxx::stdio_sync_filebuf<char, std::char_traits<char> >
vtable for __gnu_cxx::stdio_sync_filebuf<wchar_t, std::char_traits<wchar_t> >
vtable for std::filesystem::filesystem_error
vtable for std::filesystem::__cxx11::filesystem_error
vtable for std::__future_base::_State_base
vtable for std::__future_base::_Result_base
vtable for std::__future_base::_Async_state_common
vtable for std::_V2::error_category
vtable for std::pmr::memory_resource
vtable for std::pmr::monotonic_buffer_resource
vtable for std::locale::facet
vtable for std::thread::_State
vtable for std::__cxx11::moneypunct<char, false>
vtable for std::__cxx11::moneypunct<char, true>
vtable for std::__cxx11::moneypunct<wchar_t, false>
vtable for std::__cxx11::moneypunct<wchar_t, true>
vtable for std::__cxx11::collate_byname<char>
vtable for std::__cxx11::collate_byname<wchar_t>
vtable for std::__cxx11::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >
vtable for std::__cxx11::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
vtable for std::__cxx11::messages_byname<char>
vtable for std::__cxx11::messages_byname<wchar_t>
vtable for std::__cxx11::numpunct_byname<char>
vtable for std::__cxx11::numpunct_byname<wchar_t>
vtable for std::__cxx11::time_get_byname<char, std::istreambuf_iterator<char, std::char_traits<char> > >
vtable for std::__cxx11::time_get_byname<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
vtable for std::__cxx11::moneypunct_byname<char, false>
vtable for std::__cxx11::moneypunct_byname<char, true>
vtable for std::__cxx11::moneypunct_byname<wchar_t, false>
vtable for std::__cxx11::moneypunct_byname<wchar_t, true>
vtable for std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >
vtable for std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
vtable for std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >
vtable for std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
vtable for std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >
vtable for std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
vtable for std::__cxx11::collate<char>
vtable for std::__cxx11::collate<wchar_t>
vtable for std::__cxx11::messages<char>
vtable for std::__cxx11::messages<wchar_t>
vtable for std::__cxx11::numpunct<char>
vtable for std::__cxx11::numpunct<wchar_t>
vtable for std::__cxx11::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >
vtable for std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
vtable for std::__cxx11::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >
vtable for std::__cxx11::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
vtable for std::__cxx11::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >
vtable for std::__cxx11::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
vtable for std::ios_base::failure[abi:cxx11]
vtable for std::ios_base::failure
vtable for std::iostream
vtable for std::istream
vtable for std::ostream
vtable for std::bad_typeid
vtable for std::istrstream
vtable for std::lock_error
vtable for std::moneypunct<char, false>
vtable for std::moneypunct<char, true>
vtable for std::moneypunct<wchar_t, false>
vtable for std::moneypunct<wchar_t, true>
vtable for std::ostrstream
vtable for std::__timepunct<char>
vtable for std::__timepunct<wchar_t>
vtable for std::logic_error
vtable for std::range_error
vtable for std::regex_error
vtable for std::bad_weak_ptr
vtable for std::ctype_byname<char>
vtable for std::ctype_byname<wchar_t>
vtable for std::domain_error
vtable for std::future_error
vtable for std::length_error
vtable for std::out_of_range
vtable for std::strstreambuf
vtable for std::system_error
vtable for std::bad_exception
vtable for std::basic_filebuf<char, std::char_traits<char> >
vtable for std::basic_filebuf<wchar_t, std::char_traits<wchar_t> >
vtable for std::basic_fstream<char, std::char_traits<char> >
vtable for std::basic_fstream<wchar_t, std::char_traits<wchar_t> >
vtable for std::basic_istream<wchar_t, std::char_traits<wchar_t> >
vtable for std::basic_ostream<wchar_t, std::char_traits<wchar_t> >
vtable for std::runtime_error
vtable for std::basic_ifstream<char, std::char_traits<char> >
vtable for std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >
vtable for std::basic_iostream<wchar_t, std::char_traits<wchar_t> >
vtable for std::basic_ofstream<char, std::char_traits<char> >
vtable for std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >
vtable for std::codecvt_byname<char, char, __mbstate_t>
vtable for std::codecvt_byname<wchar_t, char, __mbstate_t>
vtable for std::collate_byname<char>
vtable for std::collate_byname<wchar_t>
vtable for std::error_category
vtable for std::overflow_error
vtable for std::basic_streambuf<char, std::char_traits<char> >
vtable for std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >
vtable for std::basic_stringbuf<char, std::char_traits<char>, std::allocator<char> >
vtable for std::basic_stringbuf<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
vtable for std::messages_byname<char>
vtable for std::messages_byname<wchar_t>
vtable for std::numpunct_byname<char>
vtable for std::numpunct_byname<wchar_t>
vtable for std::time_get_byname<char, std::istreambuf_iterator<char, std::char_traits<char> > >
vtable for std::time_get_byname<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
vtable for std::time_put_byname<char, std::ostreambuf_iterator<char, std::char_traits<char> > >
vtable for std::time_put_byname<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
vtable for std::underflow_error
vtable for std::bad_array_length
vtable for std::invalid_argument
vtable for std::nested_exception
vtable for std::bad_function_call
vtable for std::moneypunct_byname<char, false>
vtable for std::moneypunct_byname<char, true>
vtable for std::moneypunct_byname<wchar_t, false>
vtable for std::moneypunct_byname<wchar_t, true>
vtable for std::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >
vtable for std::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
vtable for std::__codecvt_utf8_base<char32_t>
vtable for std::__codecvt_utf8_base<char16_t>
vtable for std::__codecvt_utf8_base<wchar_t>
vtable for std::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >
vtable for std::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
vtable for std::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >
vtable for std::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >
vtable for std::__codecvt_utf16_base<char32_t>
vtable for std::__codecvt_utf16_base<char16_t>
vtable for std::__codecvt_utf16_base<wchar_t>
vtable for std::bad_array_new_length
vtable for std::__ctype_abstract_base<char>
vtable for std::__ctype_abstract_base<wchar_t>
vtable for std::__codecvt_abstract_base<char, char, __mbstate_t>
vtable for std::__codecvt_abstract_base<wchar_t, char, __mbstate_t>
vtable for std::__codecvt_utf8_utf16_base<char32_t>
vtable for std::__codecvt_utf8_utf16_base<char16_t>
vtable for std::__codecvt_utf8_utf16_base<wchar_t>
vtable for std::ctype<char>
vtable for std::ctype<wchar_t>
vtable for std::codecvt<char32_t, char8_t, __mbstate_t>
vtable for std::codecvt<char32_t, char, __mbstate_t>
vtable for std::codecvt<char16_t, char8_t, __mbstate_t>
vtable for std::codecvt<char16_t, char, __mbstate_t>
vtable for std::codecvt<char, char, __mbstate_t>
vtable for std::codecvt<wchar_t, char, __mbstate_t>
vtable for std::collate<char>
vtable for std::collate<wchar_t>
vtable for std::num_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >
vtable for std::num_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
vtable for std::num_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >
vtable for std::num_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
vtable for std::bad_cast
vtable for std::ios_base
vtable for std::messages<char>
vtable for std::messages<wchar_t>
vtable for std::numpunct<char>
vtable for std::numpunct<wchar_t>
vtable for std::time_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >
vtable for std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
vtable for std::time_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >
vtable for std::time_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
vtable for std::bad_alloc
vtable for std::basic_ios<char, std::char_traits<char> >
vtable for std::basic_ios<wchar_t, std::char_traits<wchar_t> >
vtable for std::exception
vtable for std::money_get<char, std::istreambuf_iterator<char, std::char_traits<char> > >
vtable for std::money_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
vtable for std::money_put<char, std::ostreambuf_iterator<char, std::char_traits<char> > >
vtable for std::money_put<wchar_t, std::ostreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
vtable for std::strstream
vtable for std::type_info
non-virtual thunk to std::basic_iostream<char, std::char_traits<char> >::~basic_iostream()
non-virtual thunk to std::basic_iostream<char, std::char_traits<char> >::~basic_iostream()
non-virtual thunk to std::basic_fstream<char, std::char_traits<char> >::~basic_fstream()
non-virtual thunk to std::basic_fstream<char, std::char_traits<char> >::~basic_fstream()
non-virtual thunk to std::basic_fstream<wchar_t, std::char_traits<wchar_t> >::~basic_fstream()
non-virtual thunk to std::basic_fstream<wchar_t, std::char_traits<wchar_t> >::~basic_fstream()
non-virtual thunk to std::basic_iostream<wchar_t, std::char_traits<wchar_t> >::~basic_iostream()
non-virtual thunk to std::basic_iostream<wchar_t, std::char_traits<wchar_t> >::~basic_iostream()
non-virtual thunk to std::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_stringstream()
non-virtual thunk to std::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_stringstream()
non-virtual thunk to std::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_stringstream()
non-virtual thunk to std::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_stringstream()
non-virtual thunk to std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_stringstream()
non-virtual thunk to std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_stringstream()
non-virtual thunk to std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_stringstream()
non-virtual thunk to std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_stringstream()
non-virtual thunk to std::strstream::~strstream()
non-virtual thunk to std::strstream::~strstream()
virtual thunk to std::basic_iostream<char, std::char_traits<char> >::~basic_iostream()
virtual thunk to std::basic_iostream<char, std::char_traits<char> >::~basic_iostream()
virtual thunk to std::basic_istream<char, std::char_traits<char> >::~basic_istream()
virtual thunk to std::basic_istream<char, std::char_traits<char> >::~basic_istream()
virtual thunk to std::basic_ostream<char, std::char_traits<char> >::~basic_ostream()
virtual thunk to std::basic_ostream<char, std::char_traits<char> >::~basic_ostream()
virtual thunk to std::istrstream::~istrstream()
virtual thunk to std::istrstream::~istrstream()
virtual thunk to std::ostrstream::~ostrstream()
virtual thunk to std::ostrstream::~ostrstream()
virtual thunk to std::basic_fstream<char, std::char_traits<char> >::~basic_fstream()
virtual thunk to std::basic_fstream<char, std::char_traits<char> >::~basic_fstream()
virtual thunk to std::basic_fstream<wchar_t, std::char_traits<wchar_t> >::~basic_fstream()
virtual thunk to std::basic_fstream<wchar_t, std::char_traits<wchar_t> >::~basic_fstream()
virtual thunk to std::basic_istream<wchar_t, std::char_traits<wchar_t> >::~basic_istream()
virtual thunk to std::basic_istream<wchar_t, std::char_traits<wchar_t> >::~basic_istream()
virtual thunk to std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::~basic_ostream()
virtual thunk to std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::~basic_ostream()
virtual thunk to std::basic_ifstream<char, std::char_traits<char> >::~basic_ifstream()
virtual thunk to std::basic_ifstream<char, std::char_traits<char> >::~basic_ifstream()
virtual thunk to std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >::~basic_ifstream()
virtual thunk to std::basic_ifstream<wchar_t, std::char_traits<wchar_t> >::~basic_ifstream()
virtual thunk to std::basic_iostream<wchar_t, std::char_traits<wchar_t> >::~basic_iostream()
virtual thunk to std::basic_iostream<wchar_t, std::char_traits<wchar_t> >::~basic_iostream()
virtual thunk to std::basic_ofstream<char, std::char_traits<char> >::~basic_ofstream()
virtual thunk to std::basic_ofstream<char, std::char_traits<char> >::~basic_ofstream()
virtual thunk to std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >::~basic_ofstream()
virtual thunk to std::basic_ofstream<wchar_t, std::char_traits<wchar_t> >::~basic_ofstream()
virtual thunk to std::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_stringstream()
virtual thunk to std::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_stringstream()
virtual thunk to std::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_stringstream()
virtual thunk to std::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_stringstream()
virtual thunk to std::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_istringstream()
virtual thunk to std::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_istringstream()
virtual thunk to std::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_istringstream()
virtual thunk to std::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_istringstream()
virtual thunk to std::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_ostringstream()
virtual thunk to std::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_ostringstream()
virtual thunk to std::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_ostringstream()
virtual thunk to std::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_ostringstream()
virtual thunk to std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_stringstream()
virtual thunk to std::__cxx11::basic_stringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_stringstream()
virtual thunk to std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_stringstream()
virtual thunk to std::__cxx11::basic_stringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_stringstream()
virtual thunk to std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_istringstream()
virtual thunk to std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_istringstream()
virtual thunk to std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_istringstream()
virtual thunk to std::__cxx11::basic_istringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_istringstream()
virtual thunk to std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_ostringstream()
virtual thunk to std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >::~basic_ostringstream()
virtual thunk to std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_ostringstream()
virtual thunk to std::__cxx11::basic_ostringstream<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >::~basic_ostringstream()
virtual thunk to std::strstream::~strstream()
virtual thunk to std::strstream::~strstream()
operator delete[](void*)
operator delete[](void*, std::nothrow_t const&)
operator delete[](void*, std::align_val_t)
operator delete[](void*, std::align_val_t, std::nothrow_t const&)
operator delete[](void*, unsigned long)
operator delete[](void*, unsigned long, std::align_val_t)
operator delete(void*)
operator delete(void*, std::nothrow_t const&)
operator delete(void*, std::align_val_t)
operator delete(void*, std::align_val_t, std::nothrow_t const&)
operator delete(void*, unsigned long)
operator delete(void*, unsigned long, std::align_val_t)
operator new[](unsigned long)
operator new[](unsigned long, std::nothrow_t const&)
operator new[](unsigned long, std::align_val_t)
operator new[](unsigned long, std::align_val_t, std::nothrow_t const&)
operator new(unsigned long)
operator new(unsigned long, std::nothrow_t const&)
operator new(unsigned long, std::align_val_t)
operator new(unsigned long, std::align_val_t, std::nothrow_t const&)
