// Written by Scripts/dev/forwarders.py from <notmuch.h> and libnotmuch.so.5's exported functions:
// do not edit. Not forwarded (variadic, taking a va_list, inline, or returning a function pointer):
// none.
// clang-format off
#include "lazy.h"
#include <notmuch.h>

HARK_LAZY_LIBRARY(hark_lazy_notmuch, "libnotmuch.so.5");

__typeof__(const char *) notmuch_status_to_string(__typeof__(notmuch_status_t) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_status_to_string)(a0);
}

__typeof__(notmuch_status_t) notmuch_database_create(__typeof__(const char *) a0, __typeof__(notmuch_database_t **) a1) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_create)(a0, a1);
}

__typeof__(notmuch_status_t) notmuch_database_create_verbose(__typeof__(const char *) a0, __typeof__(notmuch_database_t **) a1, __typeof__(char **) a2) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_create_verbose)(a0, a1, a2);
}

__typeof__(notmuch_status_t) notmuch_database_open(__typeof__(const char *) a0, __typeof__(notmuch_database_mode_t) a1, __typeof__(notmuch_database_t **) a2) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_open)(a0, a1, a2);
}

__typeof__(notmuch_status_t) notmuch_database_open_verbose(__typeof__(const char *) a0, __typeof__(notmuch_database_mode_t) a1, __typeof__(notmuch_database_t **) a2, __typeof__(char **) a3) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_open_verbose)(a0, a1, a2, a3);
}

__typeof__(notmuch_status_t) notmuch_database_open_with_config(__typeof__(const char *) a0, __typeof__(notmuch_database_mode_t) a1, __typeof__(const char *) a2, __typeof__(const char *) a3, __typeof__(notmuch_database_t **) a4, __typeof__(char **) a5) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_open_with_config)(a0, a1, a2, a3, a4, a5);
}

__typeof__(notmuch_status_t) notmuch_database_load_config(__typeof__(const char *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2, __typeof__(notmuch_database_t **) a3, __typeof__(char **) a4) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_load_config)(a0, a1, a2, a3, a4);
}

__typeof__(notmuch_status_t) notmuch_database_create_with_config(__typeof__(const char *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2, __typeof__(notmuch_database_t **) a3, __typeof__(char **) a4) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_create_with_config)(a0, a1, a2, a3, a4);
}

__typeof__(const char *) notmuch_database_status_string(__typeof__(const notmuch_database_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_status_string)(a0);
}

__typeof__(notmuch_status_t) notmuch_database_close(__typeof__(notmuch_database_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_close)(a0);
}

__typeof__(notmuch_status_t) notmuch_database_compact(__typeof__(const char *) a0, __typeof__(const char *) a1, __typeof__(notmuch_compact_status_cb_t) a2, __typeof__(void *) a3) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_compact)(a0, a1, a2, a3);
}

__typeof__(notmuch_status_t) notmuch_database_compact_db(__typeof__(notmuch_database_t *) a0, __typeof__(const char *) a1, __typeof__(notmuch_compact_status_cb_t) a2, __typeof__(void *) a3) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_compact_db)(a0, a1, a2, a3);
}

__typeof__(notmuch_status_t) notmuch_database_destroy(__typeof__(notmuch_database_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_destroy)(a0);
}

__typeof__(const char *) notmuch_database_get_path(__typeof__(notmuch_database_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_get_path)(a0);
}

__typeof__(unsigned int) notmuch_database_get_version(__typeof__(notmuch_database_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_get_version)(a0);
}

__typeof__(notmuch_bool_t) notmuch_database_needs_upgrade(__typeof__(notmuch_database_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_needs_upgrade)(a0);
}

__typeof__(notmuch_status_t) notmuch_database_upgrade(__typeof__(notmuch_database_t *) a0, __typeof__(void (*)(void *, double)) a1, __typeof__(void *) a2) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_upgrade)(a0, a1, a2);
}

__typeof__(notmuch_status_t) notmuch_database_begin_atomic(__typeof__(notmuch_database_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_begin_atomic)(a0);
}

__typeof__(notmuch_status_t) notmuch_database_end_atomic(__typeof__(notmuch_database_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_end_atomic)(a0);
}

__typeof__(unsigned long) notmuch_database_get_revision(__typeof__(notmuch_database_t *) a0, __typeof__(const char **) a1) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_get_revision)(a0, a1);
}

__typeof__(notmuch_status_t) notmuch_database_get_directory(__typeof__(notmuch_database_t *) a0, __typeof__(const char *) a1, __typeof__(notmuch_directory_t **) a2) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_get_directory)(a0, a1, a2);
}

__typeof__(notmuch_status_t) notmuch_database_index_file(__typeof__(notmuch_database_t *) a0, __typeof__(const char *) a1, __typeof__(notmuch_indexopts_t *) a2, __typeof__(notmuch_message_t **) a3) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_index_file)(a0, a1, a2, a3);
}

__typeof__(notmuch_status_t) notmuch_database_add_message(__typeof__(notmuch_database_t *) a0, __typeof__(const char *) a1, __typeof__(notmuch_message_t **) a2) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_add_message)(a0, a1, a2);
}

__typeof__(notmuch_status_t) notmuch_database_remove_message(__typeof__(notmuch_database_t *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_remove_message)(a0, a1);
}

__typeof__(notmuch_status_t) notmuch_database_find_message(__typeof__(notmuch_database_t *) a0, __typeof__(const char *) a1, __typeof__(notmuch_message_t **) a2) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_find_message)(a0, a1, a2);
}

__typeof__(notmuch_status_t) notmuch_database_find_message_by_filename(__typeof__(notmuch_database_t *) a0, __typeof__(const char *) a1, __typeof__(notmuch_message_t **) a2) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_find_message_by_filename)(a0, a1, a2);
}

__typeof__(notmuch_tags_t *) notmuch_database_get_all_tags(__typeof__(notmuch_database_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_get_all_tags)(a0);
}

__typeof__(notmuch_status_t) notmuch_database_reopen(__typeof__(notmuch_database_t *) a0, __typeof__(notmuch_database_mode_t) a1) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_reopen)(a0, a1);
}

__typeof__(notmuch_query_t *) notmuch_query_create(__typeof__(notmuch_database_t *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_query_create)(a0, a1);
}

__typeof__(notmuch_status_t) notmuch_query_create_with_syntax(__typeof__(notmuch_database_t *) a0, __typeof__(const char *) a1, __typeof__(notmuch_query_syntax_t) a2, __typeof__(notmuch_query_t **) a3) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_query_create_with_syntax)(a0, a1, a2, a3);
}

__typeof__(const char *) notmuch_query_get_query_string(__typeof__(const notmuch_query_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_query_get_query_string)(a0);
}

__typeof__(notmuch_database_t *) notmuch_query_get_database(__typeof__(const notmuch_query_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_query_get_database)(a0);
}

__typeof__(void) notmuch_query_set_omit_excluded(__typeof__(notmuch_query_t *) a0, __typeof__(notmuch_exclude_t) a1) {
  HARK_LAZY(hark_lazy_notmuch, notmuch_query_set_omit_excluded)(a0, a1);
}

__typeof__(void) notmuch_query_set_sort(__typeof__(notmuch_query_t *) a0, __typeof__(notmuch_sort_t) a1) {
  HARK_LAZY(hark_lazy_notmuch, notmuch_query_set_sort)(a0, a1);
}

__typeof__(notmuch_sort_t) notmuch_query_get_sort(__typeof__(const notmuch_query_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_query_get_sort)(a0);
}

__typeof__(notmuch_status_t) notmuch_query_add_tag_exclude(__typeof__(notmuch_query_t *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_query_add_tag_exclude)(a0, a1);
}

__typeof__(notmuch_status_t) notmuch_query_search_threads(__typeof__(notmuch_query_t *) a0, __typeof__(notmuch_threads_t **) a1) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_query_search_threads)(a0, a1);
}

__typeof__(notmuch_status_t) notmuch_query_search_threads_st(__typeof__(notmuch_query_t *) a0, __typeof__(notmuch_threads_t **) a1) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_query_search_threads_st)(a0, a1);
}

__typeof__(notmuch_status_t) notmuch_query_search_messages(__typeof__(notmuch_query_t *) a0, __typeof__(notmuch_messages_t **) a1) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_query_search_messages)(a0, a1);
}

__typeof__(notmuch_status_t) notmuch_query_search_messages_st(__typeof__(notmuch_query_t *) a0, __typeof__(notmuch_messages_t **) a1) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_query_search_messages_st)(a0, a1);
}

__typeof__(void) notmuch_query_destroy(__typeof__(notmuch_query_t *) a0) {
  HARK_LAZY(hark_lazy_notmuch, notmuch_query_destroy)(a0);
}

__typeof__(notmuch_bool_t) notmuch_threads_valid(__typeof__(notmuch_threads_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_threads_valid)(a0);
}

__typeof__(notmuch_thread_t *) notmuch_threads_get(__typeof__(notmuch_threads_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_threads_get)(a0);
}

__typeof__(void) notmuch_threads_move_to_next(__typeof__(notmuch_threads_t *) a0) {
  HARK_LAZY(hark_lazy_notmuch, notmuch_threads_move_to_next)(a0);
}

__typeof__(void) notmuch_threads_destroy(__typeof__(notmuch_threads_t *) a0) {
  HARK_LAZY(hark_lazy_notmuch, notmuch_threads_destroy)(a0);
}

__typeof__(notmuch_status_t) notmuch_query_count_messages(__typeof__(notmuch_query_t *) a0, __typeof__(unsigned int *) a1) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_query_count_messages)(a0, a1);
}

__typeof__(notmuch_status_t) notmuch_query_count_messages_st(__typeof__(notmuch_query_t *) a0, __typeof__(unsigned int *) a1) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_query_count_messages_st)(a0, a1);
}

__typeof__(notmuch_status_t) notmuch_query_count_threads(__typeof__(notmuch_query_t *) a0, __typeof__(unsigned int *) a1) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_query_count_threads)(a0, a1);
}

__typeof__(notmuch_status_t) notmuch_query_count_threads_st(__typeof__(notmuch_query_t *) a0, __typeof__(unsigned int *) a1) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_query_count_threads_st)(a0, a1);
}

__typeof__(const char *) notmuch_thread_get_thread_id(__typeof__(notmuch_thread_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_thread_get_thread_id)(a0);
}

__typeof__(int) notmuch_thread_get_total_messages(__typeof__(notmuch_thread_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_thread_get_total_messages)(a0);
}

__typeof__(int) notmuch_thread_get_total_files(__typeof__(notmuch_thread_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_thread_get_total_files)(a0);
}

__typeof__(notmuch_messages_t *) notmuch_thread_get_toplevel_messages(__typeof__(notmuch_thread_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_thread_get_toplevel_messages)(a0);
}

__typeof__(notmuch_messages_t *) notmuch_thread_get_messages(__typeof__(notmuch_thread_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_thread_get_messages)(a0);
}

__typeof__(int) notmuch_thread_get_matched_messages(__typeof__(notmuch_thread_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_thread_get_matched_messages)(a0);
}

__typeof__(const char *) notmuch_thread_get_authors(__typeof__(notmuch_thread_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_thread_get_authors)(a0);
}

__typeof__(const char *) notmuch_thread_get_subject(__typeof__(notmuch_thread_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_thread_get_subject)(a0);
}

__typeof__(time_t) notmuch_thread_get_oldest_date(__typeof__(notmuch_thread_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_thread_get_oldest_date)(a0);
}

__typeof__(time_t) notmuch_thread_get_newest_date(__typeof__(notmuch_thread_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_thread_get_newest_date)(a0);
}

__typeof__(notmuch_tags_t *) notmuch_thread_get_tags(__typeof__(notmuch_thread_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_thread_get_tags)(a0);
}

__typeof__(void) notmuch_thread_destroy(__typeof__(notmuch_thread_t *) a0) {
  HARK_LAZY(hark_lazy_notmuch, notmuch_thread_destroy)(a0);
}

__typeof__(notmuch_bool_t) notmuch_messages_valid(__typeof__(notmuch_messages_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_messages_valid)(a0);
}

__typeof__(notmuch_message_t *) notmuch_messages_get(__typeof__(notmuch_messages_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_messages_get)(a0);
}

__typeof__(void) notmuch_messages_move_to_next(__typeof__(notmuch_messages_t *) a0) {
  HARK_LAZY(hark_lazy_notmuch, notmuch_messages_move_to_next)(a0);
}

__typeof__(void) notmuch_messages_destroy(__typeof__(notmuch_messages_t *) a0) {
  HARK_LAZY(hark_lazy_notmuch, notmuch_messages_destroy)(a0);
}

__typeof__(notmuch_tags_t *) notmuch_messages_collect_tags(__typeof__(notmuch_messages_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_messages_collect_tags)(a0);
}

__typeof__(notmuch_database_t *) notmuch_message_get_database(__typeof__(const notmuch_message_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_get_database)(a0);
}

__typeof__(const char *) notmuch_message_get_message_id(__typeof__(notmuch_message_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_get_message_id)(a0);
}

__typeof__(const char *) notmuch_message_get_thread_id(__typeof__(notmuch_message_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_get_thread_id)(a0);
}

__typeof__(notmuch_messages_t *) notmuch_message_get_replies(__typeof__(notmuch_message_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_get_replies)(a0);
}

__typeof__(int) notmuch_message_count_files(__typeof__(notmuch_message_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_count_files)(a0);
}

__typeof__(const char *) notmuch_message_get_filename(__typeof__(notmuch_message_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_get_filename)(a0);
}

__typeof__(notmuch_filenames_t *) notmuch_message_get_filenames(__typeof__(notmuch_message_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_get_filenames)(a0);
}

__typeof__(notmuch_status_t) notmuch_message_reindex(__typeof__(notmuch_message_t *) a0, __typeof__(notmuch_indexopts_t *) a1) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_reindex)(a0, a1);
}

__typeof__(notmuch_bool_t) notmuch_message_get_flag(__typeof__(notmuch_message_t *) a0, __typeof__(notmuch_message_flag_t) a1) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_get_flag)(a0, a1);
}

__typeof__(notmuch_status_t) notmuch_message_get_flag_st(__typeof__(notmuch_message_t *) a0, __typeof__(notmuch_message_flag_t) a1, __typeof__(notmuch_bool_t *) a2) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_get_flag_st)(a0, a1, a2);
}

__typeof__(void) notmuch_message_set_flag(__typeof__(notmuch_message_t *) a0, __typeof__(notmuch_message_flag_t) a1, __typeof__(notmuch_bool_t) a2) {
  HARK_LAZY(hark_lazy_notmuch, notmuch_message_set_flag)(a0, a1, a2);
}

__typeof__(time_t) notmuch_message_get_date(__typeof__(notmuch_message_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_get_date)(a0);
}

__typeof__(const char *) notmuch_message_get_header(__typeof__(notmuch_message_t *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_get_header)(a0, a1);
}

__typeof__(notmuch_tags_t *) notmuch_message_get_tags(__typeof__(notmuch_message_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_get_tags)(a0);
}

__typeof__(notmuch_status_t) notmuch_message_add_tag(__typeof__(notmuch_message_t *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_add_tag)(a0, a1);
}

__typeof__(notmuch_status_t) notmuch_message_remove_tag(__typeof__(notmuch_message_t *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_remove_tag)(a0, a1);
}

__typeof__(notmuch_status_t) notmuch_message_remove_all_tags(__typeof__(notmuch_message_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_remove_all_tags)(a0);
}

__typeof__(notmuch_status_t) notmuch_message_maildir_flags_to_tags(__typeof__(notmuch_message_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_maildir_flags_to_tags)(a0);
}

__typeof__(notmuch_bool_t) notmuch_message_has_maildir_flag(__typeof__(notmuch_message_t *) a0, __typeof__(char) a1) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_has_maildir_flag)(a0, a1);
}

__typeof__(notmuch_status_t) notmuch_message_has_maildir_flag_st(__typeof__(notmuch_message_t *) a0, __typeof__(char) a1, __typeof__(notmuch_bool_t *) a2) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_has_maildir_flag_st)(a0, a1, a2);
}

__typeof__(notmuch_status_t) notmuch_message_tags_to_maildir_flags(__typeof__(notmuch_message_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_tags_to_maildir_flags)(a0);
}

__typeof__(notmuch_status_t) notmuch_message_freeze(__typeof__(notmuch_message_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_freeze)(a0);
}

__typeof__(notmuch_status_t) notmuch_message_thaw(__typeof__(notmuch_message_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_thaw)(a0);
}

__typeof__(void) notmuch_message_destroy(__typeof__(notmuch_message_t *) a0) {
  HARK_LAZY(hark_lazy_notmuch, notmuch_message_destroy)(a0);
}

__typeof__(notmuch_status_t) notmuch_message_get_property(__typeof__(notmuch_message_t *) a0, __typeof__(const char *) a1, __typeof__(const char **) a2) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_get_property)(a0, a1, a2);
}

__typeof__(notmuch_status_t) notmuch_message_add_property(__typeof__(notmuch_message_t *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_add_property)(a0, a1, a2);
}

__typeof__(notmuch_status_t) notmuch_message_remove_property(__typeof__(notmuch_message_t *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_remove_property)(a0, a1, a2);
}

__typeof__(notmuch_status_t) notmuch_message_remove_all_properties(__typeof__(notmuch_message_t *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_remove_all_properties)(a0, a1);
}

__typeof__(notmuch_status_t) notmuch_message_remove_all_properties_with_prefix(__typeof__(notmuch_message_t *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_remove_all_properties_with_prefix)(a0, a1);
}

__typeof__(notmuch_message_properties_t *) notmuch_message_get_properties(__typeof__(notmuch_message_t *) a0, __typeof__(const char *) a1, __typeof__(notmuch_bool_t) a2) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_get_properties)(a0, a1, a2);
}

__typeof__(notmuch_status_t) notmuch_message_count_properties(__typeof__(notmuch_message_t *) a0, __typeof__(const char *) a1, __typeof__(unsigned int *) a2) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_count_properties)(a0, a1, a2);
}

__typeof__(notmuch_bool_t) notmuch_message_properties_valid(__typeof__(notmuch_message_properties_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_properties_valid)(a0);
}

__typeof__(void) notmuch_message_properties_move_to_next(__typeof__(notmuch_message_properties_t *) a0) {
  HARK_LAZY(hark_lazy_notmuch, notmuch_message_properties_move_to_next)(a0);
}

__typeof__(const char *) notmuch_message_properties_key(__typeof__(notmuch_message_properties_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_properties_key)(a0);
}

__typeof__(const char *) notmuch_message_properties_value(__typeof__(notmuch_message_properties_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_message_properties_value)(a0);
}

__typeof__(void) notmuch_message_properties_destroy(__typeof__(notmuch_message_properties_t *) a0) {
  HARK_LAZY(hark_lazy_notmuch, notmuch_message_properties_destroy)(a0);
}

__typeof__(notmuch_bool_t) notmuch_tags_valid(__typeof__(notmuch_tags_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_tags_valid)(a0);
}

__typeof__(const char *) notmuch_tags_get(__typeof__(notmuch_tags_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_tags_get)(a0);
}

__typeof__(void) notmuch_tags_move_to_next(__typeof__(notmuch_tags_t *) a0) {
  HARK_LAZY(hark_lazy_notmuch, notmuch_tags_move_to_next)(a0);
}

__typeof__(void) notmuch_tags_destroy(__typeof__(notmuch_tags_t *) a0) {
  HARK_LAZY(hark_lazy_notmuch, notmuch_tags_destroy)(a0);
}

__typeof__(notmuch_status_t) notmuch_directory_set_mtime(__typeof__(notmuch_directory_t *) a0, __typeof__(time_t) a1) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_directory_set_mtime)(a0, a1);
}

__typeof__(time_t) notmuch_directory_get_mtime(__typeof__(notmuch_directory_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_directory_get_mtime)(a0);
}

__typeof__(notmuch_filenames_t *) notmuch_directory_get_child_files(__typeof__(notmuch_directory_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_directory_get_child_files)(a0);
}

__typeof__(notmuch_filenames_t *) notmuch_directory_get_child_directories(__typeof__(notmuch_directory_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_directory_get_child_directories)(a0);
}

__typeof__(notmuch_status_t) notmuch_directory_delete(__typeof__(notmuch_directory_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_directory_delete)(a0);
}

__typeof__(void) notmuch_directory_destroy(__typeof__(notmuch_directory_t *) a0) {
  HARK_LAZY(hark_lazy_notmuch, notmuch_directory_destroy)(a0);
}

__typeof__(notmuch_bool_t) notmuch_filenames_valid(__typeof__(notmuch_filenames_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_filenames_valid)(a0);
}

__typeof__(const char *) notmuch_filenames_get(__typeof__(notmuch_filenames_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_filenames_get)(a0);
}

__typeof__(void) notmuch_filenames_move_to_next(__typeof__(notmuch_filenames_t *) a0) {
  HARK_LAZY(hark_lazy_notmuch, notmuch_filenames_move_to_next)(a0);
}

__typeof__(void) notmuch_filenames_destroy(__typeof__(notmuch_filenames_t *) a0) {
  HARK_LAZY(hark_lazy_notmuch, notmuch_filenames_destroy)(a0);
}

__typeof__(notmuch_status_t) notmuch_database_set_config(__typeof__(notmuch_database_t *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_set_config)(a0, a1, a2);
}

__typeof__(notmuch_status_t) notmuch_database_get_config(__typeof__(notmuch_database_t *) a0, __typeof__(const char *) a1, __typeof__(char **) a2) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_get_config)(a0, a1, a2);
}

__typeof__(notmuch_status_t) notmuch_database_get_config_list(__typeof__(notmuch_database_t *) a0, __typeof__(const char *) a1, __typeof__(notmuch_config_list_t **) a2) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_get_config_list)(a0, a1, a2);
}

__typeof__(notmuch_bool_t) notmuch_config_list_valid(__typeof__(notmuch_config_list_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_config_list_valid)(a0);
}

__typeof__(const char *) notmuch_config_list_key(__typeof__(notmuch_config_list_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_config_list_key)(a0);
}

__typeof__(const char *) notmuch_config_list_value(__typeof__(notmuch_config_list_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_config_list_value)(a0);
}

__typeof__(void) notmuch_config_list_move_to_next(__typeof__(notmuch_config_list_t *) a0) {
  HARK_LAZY(hark_lazy_notmuch, notmuch_config_list_move_to_next)(a0);
}

__typeof__(void) notmuch_config_list_destroy(__typeof__(notmuch_config_list_t *) a0) {
  HARK_LAZY(hark_lazy_notmuch, notmuch_config_list_destroy)(a0);
}

__typeof__(const char *) notmuch_config_get(__typeof__(notmuch_database_t *) a0, __typeof__(notmuch_config_key_t) a1) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_config_get)(a0, a1);
}

__typeof__(notmuch_status_t) notmuch_config_set(__typeof__(notmuch_database_t *) a0, __typeof__(notmuch_config_key_t) a1, __typeof__(const char *) a2) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_config_set)(a0, a1, a2);
}

__typeof__(notmuch_config_values_t *) notmuch_config_get_values(__typeof__(notmuch_database_t *) a0, __typeof__(notmuch_config_key_t) a1) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_config_get_values)(a0, a1);
}

__typeof__(notmuch_config_values_t *) notmuch_config_get_values_string(__typeof__(notmuch_database_t *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_config_get_values_string)(a0, a1);
}

__typeof__(notmuch_bool_t) notmuch_config_values_valid(__typeof__(notmuch_config_values_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_config_values_valid)(a0);
}

__typeof__(const char *) notmuch_config_values_get(__typeof__(notmuch_config_values_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_config_values_get)(a0);
}

__typeof__(void) notmuch_config_values_move_to_next(__typeof__(notmuch_config_values_t *) a0) {
  HARK_LAZY(hark_lazy_notmuch, notmuch_config_values_move_to_next)(a0);
}

__typeof__(void) notmuch_config_values_start(__typeof__(notmuch_config_values_t *) a0) {
  HARK_LAZY(hark_lazy_notmuch, notmuch_config_values_start)(a0);
}

__typeof__(void) notmuch_config_values_destroy(__typeof__(notmuch_config_values_t *) a0) {
  HARK_LAZY(hark_lazy_notmuch, notmuch_config_values_destroy)(a0);
}

__typeof__(notmuch_config_pairs_t *) notmuch_config_get_pairs(__typeof__(notmuch_database_t *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_config_get_pairs)(a0, a1);
}

__typeof__(notmuch_bool_t) notmuch_config_pairs_valid(__typeof__(notmuch_config_pairs_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_config_pairs_valid)(a0);
}

__typeof__(void) notmuch_config_pairs_move_to_next(__typeof__(notmuch_config_pairs_t *) a0) {
  HARK_LAZY(hark_lazy_notmuch, notmuch_config_pairs_move_to_next)(a0);
}

__typeof__(const char *) notmuch_config_pairs_key(__typeof__(notmuch_config_pairs_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_config_pairs_key)(a0);
}

__typeof__(const char *) notmuch_config_pairs_value(__typeof__(notmuch_config_pairs_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_config_pairs_value)(a0);
}

__typeof__(void) notmuch_config_pairs_destroy(__typeof__(notmuch_config_pairs_t *) a0) {
  HARK_LAZY(hark_lazy_notmuch, notmuch_config_pairs_destroy)(a0);
}

__typeof__(notmuch_status_t) notmuch_config_get_bool(__typeof__(notmuch_database_t *) a0, __typeof__(notmuch_config_key_t) a1, __typeof__(notmuch_bool_t *) a2) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_config_get_bool)(a0, a1, a2);
}

__typeof__(const char *) notmuch_config_path(__typeof__(notmuch_database_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_config_path)(a0);
}

__typeof__(notmuch_indexopts_t *) notmuch_database_get_default_indexopts(__typeof__(notmuch_database_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_database_get_default_indexopts)(a0);
}

__typeof__(notmuch_status_t) notmuch_indexopts_set_decrypt_policy(__typeof__(notmuch_indexopts_t *) a0, __typeof__(notmuch_decryption_policy_t) a1) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_indexopts_set_decrypt_policy)(a0, a1);
}

__typeof__(notmuch_decryption_policy_t) notmuch_indexopts_get_decrypt_policy(__typeof__(const notmuch_indexopts_t *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_indexopts_get_decrypt_policy)(a0);
}

__typeof__(void) notmuch_indexopts_destroy(__typeof__(notmuch_indexopts_t *) a0) {
  HARK_LAZY(hark_lazy_notmuch, notmuch_indexopts_destroy)(a0);
}

__typeof__(notmuch_bool_t) notmuch_built_with(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_notmuch, notmuch_built_with)(a0);
}
