// Written by Scripts/dev/forwarders.py from <mpd/client.h> and libmpdclient.so.2's exported
// functions: do not edit. Not forwarded (variadic, taking a va_list, inline, or returning a
// function pointer): mpd_send_command.
// clang-format off
#include "lazy.h"
#include <mpd/client.h>

HARK_LAZY_LIBRARY(hark_lazy_mpdclient, "libmpdclient.so.2");

__typeof__(_Bool) mpd_send_albumart(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_albumart)(a0, a1, a2);
}

__typeof__(int) mpd_recv_albumart(__typeof__(struct mpd_connection *) a0, __typeof__(void *) a1, __typeof__(size_t) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_recv_albumart)(a0, a1, a2);
}

__typeof__(int) mpd_run_albumart(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(unsigned int) a2, __typeof__(void *) a3, __typeof__(size_t) a4) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_albumart)(a0, a1, a2, a3, a4);
}

__typeof__(_Bool) mpd_send_binarylimit(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_binarylimit)(a0, a1);
}

__typeof__(_Bool) mpd_run_binarylimit(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_binarylimit)(a0, a1);
}

__typeof__(_Bool) mpd_recv_binary(__typeof__(struct mpd_connection *) a0, __typeof__(void *) a1, __typeof__(size_t) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_recv_binary)(a0, a1, a2);
}

__typeof__(struct mpd_pair *) mpd_recv_pair(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_recv_pair)(a0);
}

__typeof__(struct mpd_pair *) mpd_recv_pair_named(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_recv_pair_named)(a0, a1);
}

__typeof__(void) mpd_return_pair(__typeof__(struct mpd_connection *) a0, __typeof__(struct mpd_pair *) a1) {
  HARK_LAZY(hark_lazy_mpdclient, mpd_return_pair)(a0, a1);
}

__typeof__(void) mpd_enqueue_pair(__typeof__(struct mpd_connection *) a0, __typeof__(struct mpd_pair *) a1) {
  HARK_LAZY(hark_lazy_mpdclient, mpd_enqueue_pair)(a0, a1);
}

__typeof__(const char *) mpd_tag_name(__typeof__(enum mpd_tag_type) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_tag_name)(a0);
}

__typeof__(enum mpd_tag_type) mpd_tag_name_parse(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_tag_name_parse)(a0);
}

__typeof__(enum mpd_tag_type) mpd_tag_name_iparse(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_tag_name_iparse)(a0);
}

__typeof__(_Bool) mpd_send_allowed_commands(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_allowed_commands)(a0);
}

__typeof__(_Bool) mpd_send_disallowed_commands(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_disallowed_commands)(a0);
}

__typeof__(_Bool) mpd_send_list_url_schemes(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_list_url_schemes)(a0);
}

__typeof__(_Bool) mpd_send_list_tag_types(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_list_tag_types)(a0);
}

__typeof__(_Bool) mpd_send_disable_tag_types(__typeof__(struct mpd_connection *) a0, __typeof__(const enum mpd_tag_type *) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_disable_tag_types)(a0, a1, a2);
}

__typeof__(_Bool) mpd_run_disable_tag_types(__typeof__(struct mpd_connection *) a0, __typeof__(const enum mpd_tag_type *) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_disable_tag_types)(a0, a1, a2);
}

__typeof__(_Bool) mpd_send_enable_tag_types(__typeof__(struct mpd_connection *) a0, __typeof__(const enum mpd_tag_type *) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_enable_tag_types)(a0, a1, a2);
}

__typeof__(_Bool) mpd_run_enable_tag_types(__typeof__(struct mpd_connection *) a0, __typeof__(const enum mpd_tag_type *) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_enable_tag_types)(a0, a1, a2);
}

__typeof__(_Bool) mpd_send_clear_tag_types(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_clear_tag_types)(a0);
}

__typeof__(_Bool) mpd_run_clear_tag_types(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_clear_tag_types)(a0);
}

__typeof__(_Bool) mpd_send_all_tag_types(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_all_tag_types)(a0);
}

__typeof__(_Bool) mpd_run_all_tag_types(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_all_tag_types)(a0);
}

__typeof__(struct mpd_connection *) mpd_connection_new(__typeof__(const char *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_connection_new)(a0, a1, a2);
}

__typeof__(struct mpd_connection *) mpd_connection_new_async(__typeof__(struct mpd_async *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_connection_new_async)(a0, a1);
}

__typeof__(void) mpd_connection_free(__typeof__(struct mpd_connection *) a0) {
  HARK_LAZY(hark_lazy_mpdclient, mpd_connection_free)(a0);
}

__typeof__(const struct mpd_settings *) mpd_connection_get_settings(__typeof__(const struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_connection_get_settings)(a0);
}

__typeof__(_Bool) mpd_connection_set_keepalive(__typeof__(struct mpd_connection *) a0, __typeof__(_Bool) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_connection_set_keepalive)(a0, a1);
}

__typeof__(void) mpd_connection_set_timeout(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1) {
  HARK_LAZY(hark_lazy_mpdclient, mpd_connection_set_timeout)(a0, a1);
}

__typeof__(int) mpd_connection_get_fd(__typeof__(const struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_connection_get_fd)(a0);
}

__typeof__(struct mpd_async *) mpd_connection_get_async(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_connection_get_async)(a0);
}

__typeof__(enum mpd_error) mpd_connection_get_error(__typeof__(const struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_connection_get_error)(a0);
}

__typeof__(const char *) mpd_connection_get_error_message(__typeof__(const struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_connection_get_error_message)(a0);
}

__typeof__(enum mpd_server_error) mpd_connection_get_server_error(__typeof__(const struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_connection_get_server_error)(a0);
}

__typeof__(unsigned int) mpd_connection_get_server_error_location(__typeof__(const struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_connection_get_server_error_location)(a0);
}

__typeof__(int) mpd_connection_get_system_error(__typeof__(const struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_connection_get_system_error)(a0);
}

__typeof__(_Bool) mpd_connection_clear_error(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_connection_clear_error)(a0);
}

__typeof__(const unsigned int *) mpd_connection_get_server_version(__typeof__(const struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_connection_get_server_version)(a0);
}

__typeof__(int) mpd_connection_cmp_server_version(__typeof__(const struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2, __typeof__(unsigned int) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_connection_cmp_server_version)(a0, a1, a2, a3);
}

__typeof__(_Bool) mpd_send_list_all(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_list_all)(a0, a1);
}

__typeof__(_Bool) mpd_send_list_all_meta(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_list_all_meta)(a0, a1);
}

__typeof__(_Bool) mpd_send_list_meta(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_list_meta)(a0, a1);
}

__typeof__(_Bool) mpd_send_list_files(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_list_files)(a0, a1);
}

__typeof__(_Bool) mpd_send_read_comments(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_read_comments)(a0, a1);
}

__typeof__(_Bool) mpd_send_update(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_update)(a0, a1);
}

__typeof__(_Bool) mpd_send_rescan(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_rescan)(a0, a1);
}

__typeof__(unsigned int) mpd_recv_update_id(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_recv_update_id)(a0);
}

__typeof__(unsigned int) mpd_run_update(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_update)(a0, a1);
}

__typeof__(unsigned int) mpd_run_rescan(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_rescan)(a0, a1);
}

__typeof__(struct mpd_directory *) mpd_directory_dup(__typeof__(const struct mpd_directory *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_directory_dup)(a0);
}

__typeof__(void) mpd_directory_free(__typeof__(struct mpd_directory *) a0) {
  HARK_LAZY(hark_lazy_mpdclient, mpd_directory_free)(a0);
}

__typeof__(const char *) mpd_directory_get_path(__typeof__(const struct mpd_directory *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_directory_get_path)(a0);
}

__typeof__(time_t) mpd_directory_get_last_modified(__typeof__(const struct mpd_directory *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_directory_get_last_modified)(a0);
}

__typeof__(struct mpd_directory *) mpd_directory_begin(__typeof__(const struct mpd_pair *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_directory_begin)(a0);
}

__typeof__(_Bool) mpd_directory_feed(__typeof__(struct mpd_directory *) a0, __typeof__(const struct mpd_pair *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_directory_feed)(a0, a1);
}

__typeof__(struct mpd_directory *) mpd_recv_directory(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_recv_directory)(a0);
}

__typeof__(void) mpd_song_free(__typeof__(struct mpd_song *) a0) {
  HARK_LAZY(hark_lazy_mpdclient, mpd_song_free)(a0);
}

__typeof__(struct mpd_song *) mpd_song_dup(__typeof__(const struct mpd_song *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_song_dup)(a0);
}

__typeof__(const char *) mpd_song_get_uri(__typeof__(const struct mpd_song *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_song_get_uri)(a0);
}

__typeof__(const char *) mpd_song_get_tag(__typeof__(const struct mpd_song *) a0, __typeof__(enum mpd_tag_type) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_song_get_tag)(a0, a1, a2);
}

__typeof__(unsigned int) mpd_song_get_duration(__typeof__(const struct mpd_song *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_song_get_duration)(a0);
}

__typeof__(unsigned int) mpd_song_get_duration_ms(__typeof__(const struct mpd_song *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_song_get_duration_ms)(a0);
}

__typeof__(unsigned int) mpd_song_get_start(__typeof__(const struct mpd_song *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_song_get_start)(a0);
}

__typeof__(unsigned int) mpd_song_get_end(__typeof__(const struct mpd_song *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_song_get_end)(a0);
}

__typeof__(time_t) mpd_song_get_last_modified(__typeof__(const struct mpd_song *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_song_get_last_modified)(a0);
}

__typeof__(void) mpd_song_set_pos(__typeof__(struct mpd_song *) a0, __typeof__(unsigned int) a1) {
  HARK_LAZY(hark_lazy_mpdclient, mpd_song_set_pos)(a0, a1);
}

__typeof__(unsigned int) mpd_song_get_pos(__typeof__(const struct mpd_song *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_song_get_pos)(a0);
}

__typeof__(unsigned int) mpd_song_get_id(__typeof__(const struct mpd_song *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_song_get_id)(a0);
}

__typeof__(unsigned int) mpd_song_get_prio(__typeof__(const struct mpd_song *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_song_get_prio)(a0);
}

__typeof__(const struct mpd_audio_format *) mpd_song_get_audio_format(__typeof__(const struct mpd_song *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_song_get_audio_format)(a0);
}

__typeof__(struct mpd_song *) mpd_song_begin(__typeof__(const struct mpd_pair *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_song_begin)(a0);
}

__typeof__(_Bool) mpd_song_feed(__typeof__(struct mpd_song *) a0, __typeof__(const struct mpd_pair *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_song_feed)(a0, a1);
}

__typeof__(struct mpd_song *) mpd_recv_song(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_recv_song)(a0);
}

__typeof__(void) mpd_entity_free(__typeof__(struct mpd_entity *) a0) {
  HARK_LAZY(hark_lazy_mpdclient, mpd_entity_free)(a0);
}

__typeof__(enum mpd_entity_type) mpd_entity_get_type(__typeof__(const struct mpd_entity *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_entity_get_type)(a0);
}

__typeof__(const struct mpd_directory *) mpd_entity_get_directory(__typeof__(const struct mpd_entity *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_entity_get_directory)(a0);
}

__typeof__(const struct mpd_song *) mpd_entity_get_song(__typeof__(const struct mpd_entity *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_entity_get_song)(a0);
}

__typeof__(const struct mpd_playlist *) mpd_entity_get_playlist(__typeof__(const struct mpd_entity *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_entity_get_playlist)(a0);
}

__typeof__(struct mpd_entity *) mpd_entity_begin(__typeof__(const struct mpd_pair *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_entity_begin)(a0);
}

__typeof__(_Bool) mpd_entity_feed(__typeof__(struct mpd_entity *) a0, __typeof__(const struct mpd_pair *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_entity_feed)(a0, a1);
}

__typeof__(struct mpd_entity *) mpd_recv_entity(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_recv_entity)(a0);
}

__typeof__(enum mpd_fingerprint_type) mpd_parse_fingerprint_type(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_parse_fingerprint_type)(a0);
}

__typeof__(_Bool) mpd_send_getfingerprint(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_getfingerprint)(a0, a1);
}

__typeof__(const char *) mpd_run_getfingerprint_chromaprint(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(char *) a2, __typeof__(size_t) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_getfingerprint_chromaprint)(a0, a1, a2, a3);
}

__typeof__(const char *) mpd_idle_name(__typeof__(enum mpd_idle) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_idle_name)(a0);
}

__typeof__(enum mpd_idle) mpd_idle_name_parse(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_idle_name_parse)(a0);
}

__typeof__(_Bool) mpd_send_idle(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_idle)(a0);
}

__typeof__(_Bool) mpd_send_idle_mask(__typeof__(struct mpd_connection *) a0, __typeof__(enum mpd_idle) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_idle_mask)(a0, a1);
}

__typeof__(_Bool) mpd_send_noidle(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_noidle)(a0);
}

__typeof__(enum mpd_idle) mpd_idle_parse_pair(__typeof__(const struct mpd_pair *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_idle_parse_pair)(a0);
}

__typeof__(enum mpd_idle) mpd_recv_idle(__typeof__(struct mpd_connection *) a0, __typeof__(_Bool) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_recv_idle)(a0, a1);
}

__typeof__(enum mpd_idle) mpd_run_idle(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_idle)(a0);
}

__typeof__(enum mpd_idle) mpd_run_idle_mask(__typeof__(struct mpd_connection *) a0, __typeof__(enum mpd_idle) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_idle_mask)(a0, a1);
}

__typeof__(enum mpd_idle) mpd_run_noidle(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_noidle)(a0);
}

__typeof__(_Bool) mpd_command_list_begin(__typeof__(struct mpd_connection *) a0, __typeof__(_Bool) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_command_list_begin)(a0, a1);
}

__typeof__(_Bool) mpd_command_list_end(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_command_list_end)(a0);
}

__typeof__(struct mpd_message *) mpd_message_begin(__typeof__(const struct mpd_pair *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_message_begin)(a0);
}

__typeof__(_Bool) mpd_message_feed(__typeof__(struct mpd_message *) a0, __typeof__(const struct mpd_pair *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_message_feed)(a0, a1);
}

__typeof__(void) mpd_message_free(__typeof__(struct mpd_message *) a0) {
  HARK_LAZY(hark_lazy_mpdclient, mpd_message_free)(a0);
}

__typeof__(const char *) mpd_message_get_channel(__typeof__(const struct mpd_message *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_message_get_channel)(a0);
}

__typeof__(const char *) mpd_message_get_text(__typeof__(const struct mpd_message *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_message_get_text)(a0);
}

__typeof__(_Bool) mpd_send_subscribe(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_subscribe)(a0, a1);
}

__typeof__(_Bool) mpd_run_subscribe(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_subscribe)(a0, a1);
}

__typeof__(_Bool) mpd_send_unsubscribe(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_unsubscribe)(a0, a1);
}

__typeof__(_Bool) mpd_run_unsubscribe(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_unsubscribe)(a0, a1);
}

__typeof__(_Bool) mpd_send_send_message(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_send_message)(a0, a1, a2);
}

__typeof__(_Bool) mpd_run_send_message(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_send_message)(a0, a1, a2);
}

__typeof__(_Bool) mpd_send_read_messages(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_read_messages)(a0);
}

__typeof__(struct mpd_message *) mpd_recv_message(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_recv_message)(a0);
}

__typeof__(_Bool) mpd_send_channels(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_channels)(a0);
}

__typeof__(_Bool) mpd_send_set_volume(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_set_volume)(a0, a1);
}

__typeof__(_Bool) mpd_run_set_volume(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_set_volume)(a0, a1);
}

__typeof__(_Bool) mpd_send_change_volume(__typeof__(struct mpd_connection *) a0, __typeof__(int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_change_volume)(a0, a1);
}

__typeof__(_Bool) mpd_run_change_volume(__typeof__(struct mpd_connection *) a0, __typeof__(int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_change_volume)(a0, a1);
}

__typeof__(_Bool) mpd_send_get_volume(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_get_volume)(a0);
}

__typeof__(int) mpd_run_get_volume(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_get_volume)(a0);
}

__typeof__(struct mpd_mount *) mpd_mount_begin(__typeof__(const struct mpd_pair *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_mount_begin)(a0);
}

__typeof__(_Bool) mpd_mount_feed(__typeof__(struct mpd_mount *) a0, __typeof__(const struct mpd_pair *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_mount_feed)(a0, a1);
}

__typeof__(void) mpd_mount_free(__typeof__(struct mpd_mount *) a0) {
  HARK_LAZY(hark_lazy_mpdclient, mpd_mount_free)(a0);
}

__typeof__(const char *) mpd_mount_get_uri(__typeof__(const struct mpd_mount *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_mount_get_uri)(a0);
}

__typeof__(const char *) mpd_mount_get_storage(__typeof__(const struct mpd_mount *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_mount_get_storage)(a0);
}

__typeof__(_Bool) mpd_send_list_mounts(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_list_mounts)(a0);
}

__typeof__(struct mpd_mount *) mpd_recv_mount(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_recv_mount)(a0);
}

__typeof__(_Bool) mpd_send_mount(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_mount)(a0, a1, a2);
}

__typeof__(_Bool) mpd_run_mount(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_mount)(a0, a1, a2);
}

__typeof__(_Bool) mpd_send_unmount(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_unmount)(a0, a1);
}

__typeof__(_Bool) mpd_run_unmount(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_unmount)(a0, a1);
}

__typeof__(struct mpd_neighbor *) mpd_neighbor_begin(__typeof__(const struct mpd_pair *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_neighbor_begin)(a0);
}

__typeof__(_Bool) mpd_neighbor_feed(__typeof__(struct mpd_neighbor *) a0, __typeof__(const struct mpd_pair *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_neighbor_feed)(a0, a1);
}

__typeof__(void) mpd_neighbor_free(__typeof__(struct mpd_neighbor *) a0) {
  HARK_LAZY(hark_lazy_mpdclient, mpd_neighbor_free)(a0);
}

__typeof__(const char *) mpd_neighbor_get_uri(__typeof__(const struct mpd_neighbor *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_neighbor_get_uri)(a0);
}

__typeof__(const char *) mpd_neighbor_get_display_name(__typeof__(const struct mpd_neighbor *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_neighbor_get_display_name)(a0);
}

__typeof__(_Bool) mpd_send_list_neighbors(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_list_neighbors)(a0);
}

__typeof__(struct mpd_neighbor *) mpd_recv_neighbor(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_recv_neighbor)(a0);
}

__typeof__(struct mpd_output *) mpd_output_begin(__typeof__(const struct mpd_pair *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_output_begin)(a0);
}

__typeof__(_Bool) mpd_output_feed(__typeof__(struct mpd_output *) a0, __typeof__(const struct mpd_pair *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_output_feed)(a0, a1);
}

__typeof__(void) mpd_output_free(__typeof__(struct mpd_output *) a0) {
  HARK_LAZY(hark_lazy_mpdclient, mpd_output_free)(a0);
}

__typeof__(unsigned int) mpd_output_get_id(__typeof__(const struct mpd_output *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_output_get_id)(a0);
}

__typeof__(const char *) mpd_output_get_name(__typeof__(const struct mpd_output *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_output_get_name)(a0);
}

__typeof__(const char *) mpd_output_get_plugin(__typeof__(const struct mpd_output *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_output_get_plugin)(a0);
}

__typeof__(_Bool) mpd_output_get_enabled(__typeof__(const struct mpd_output *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_output_get_enabled)(a0);
}

__typeof__(const char *) mpd_output_get_attribute(__typeof__(const struct mpd_output *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_output_get_attribute)(a0, a1);
}

__typeof__(const struct mpd_pair *) mpd_output_first_attribute(__typeof__(struct mpd_output *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_output_first_attribute)(a0);
}

__typeof__(const struct mpd_pair *) mpd_output_next_attribute(__typeof__(struct mpd_output *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_output_next_attribute)(a0);
}

__typeof__(_Bool) mpd_send_outputs(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_outputs)(a0);
}

__typeof__(struct mpd_output *) mpd_recv_output(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_recv_output)(a0);
}

__typeof__(_Bool) mpd_send_enable_output(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_enable_output)(a0, a1);
}

__typeof__(_Bool) mpd_run_enable_output(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_enable_output)(a0, a1);
}

__typeof__(_Bool) mpd_send_disable_output(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_disable_output)(a0, a1);
}

__typeof__(_Bool) mpd_run_disable_output(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_disable_output)(a0, a1);
}

__typeof__(_Bool) mpd_send_toggle_output(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_toggle_output)(a0, a1);
}

__typeof__(_Bool) mpd_run_toggle_output(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_toggle_output)(a0, a1);
}

__typeof__(_Bool) mpd_send_output_set(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(const char *) a2, __typeof__(const char *) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_output_set)(a0, a1, a2, a3);
}

__typeof__(_Bool) mpd_run_output_set(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(const char *) a2, __typeof__(const char *) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_output_set)(a0, a1, a2, a3);
}

__typeof__(_Bool) mpd_send_move_output(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_move_output)(a0, a1);
}

__typeof__(_Bool) mpd_run_move_output(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_move_output)(a0, a1);
}

__typeof__(struct mpd_partition *) mpd_partition_new(__typeof__(const struct mpd_pair *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_partition_new)(a0);
}

__typeof__(void) mpd_partition_free(__typeof__(struct mpd_partition *) a0) {
  HARK_LAZY(hark_lazy_mpdclient, mpd_partition_free)(a0);
}

__typeof__(const char *) mpd_partition_get_name(__typeof__(const struct mpd_partition *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_partition_get_name)(a0);
}

__typeof__(_Bool) mpd_send_newpartition(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_newpartition)(a0, a1);
}

__typeof__(_Bool) mpd_run_newpartition(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_newpartition)(a0, a1);
}

__typeof__(_Bool) mpd_send_delete_partition(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_delete_partition)(a0, a1);
}

__typeof__(_Bool) mpd_run_delete_partition(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_delete_partition)(a0, a1);
}

__typeof__(_Bool) mpd_send_switch_partition(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_switch_partition)(a0, a1);
}

__typeof__(_Bool) mpd_run_switch_partition(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_switch_partition)(a0, a1);
}

__typeof__(_Bool) mpd_send_listpartitions(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_listpartitions)(a0);
}

__typeof__(struct mpd_partition *) mpd_recv_partition(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_recv_partition)(a0);
}

__typeof__(_Bool) mpd_send_password(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_password)(a0, a1);
}

__typeof__(_Bool) mpd_run_password(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_password)(a0, a1);
}

__typeof__(struct mpd_status *) mpd_status_begin(void) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_status_begin)();
}

__typeof__(void) mpd_status_feed(__typeof__(struct mpd_status *) a0, __typeof__(const struct mpd_pair *) a1) {
  HARK_LAZY(hark_lazy_mpdclient, mpd_status_feed)(a0, a1);
}

__typeof__(_Bool) mpd_send_status(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_status)(a0);
}

__typeof__(struct mpd_status *) mpd_recv_status(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_recv_status)(a0);
}

__typeof__(struct mpd_status *) mpd_run_status(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_status)(a0);
}

__typeof__(void) mpd_status_free(__typeof__(struct mpd_status *) a0) {
  HARK_LAZY(hark_lazy_mpdclient, mpd_status_free)(a0);
}

__typeof__(int) mpd_status_get_volume(__typeof__(const struct mpd_status *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_status_get_volume)(a0);
}

__typeof__(_Bool) mpd_status_get_repeat(__typeof__(const struct mpd_status *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_status_get_repeat)(a0);
}

__typeof__(_Bool) mpd_status_get_random(__typeof__(const struct mpd_status *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_status_get_random)(a0);
}

__typeof__(enum mpd_single_state) mpd_status_get_single_state(__typeof__(const struct mpd_status *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_status_get_single_state)(a0);
}

__typeof__(_Bool) mpd_status_get_single(__typeof__(const struct mpd_status *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_status_get_single)(a0);
}

__typeof__(_Bool) mpd_status_get_consume(__typeof__(const struct mpd_status *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_status_get_consume)(a0);
}

__typeof__(unsigned int) mpd_status_get_queue_length(__typeof__(const struct mpd_status *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_status_get_queue_length)(a0);
}

__typeof__(unsigned int) mpd_status_get_queue_version(__typeof__(const struct mpd_status *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_status_get_queue_version)(a0);
}

__typeof__(enum mpd_state) mpd_status_get_state(__typeof__(const struct mpd_status *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_status_get_state)(a0);
}

__typeof__(unsigned int) mpd_status_get_crossfade(__typeof__(const struct mpd_status *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_status_get_crossfade)(a0);
}

__typeof__(float) mpd_status_get_mixrampdb(__typeof__(const struct mpd_status *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_status_get_mixrampdb)(a0);
}

__typeof__(float) mpd_status_get_mixrampdelay(__typeof__(const struct mpd_status *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_status_get_mixrampdelay)(a0);
}

__typeof__(int) mpd_status_get_song_pos(__typeof__(const struct mpd_status *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_status_get_song_pos)(a0);
}

__typeof__(int) mpd_status_get_song_id(__typeof__(const struct mpd_status *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_status_get_song_id)(a0);
}

__typeof__(int) mpd_status_get_next_song_pos(__typeof__(const struct mpd_status *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_status_get_next_song_pos)(a0);
}

__typeof__(int) mpd_status_get_next_song_id(__typeof__(const struct mpd_status *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_status_get_next_song_id)(a0);
}

__typeof__(unsigned int) mpd_status_get_elapsed_time(__typeof__(const struct mpd_status *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_status_get_elapsed_time)(a0);
}

__typeof__(unsigned int) mpd_status_get_elapsed_ms(__typeof__(const struct mpd_status *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_status_get_elapsed_ms)(a0);
}

__typeof__(unsigned int) mpd_status_get_total_time(__typeof__(const struct mpd_status *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_status_get_total_time)(a0);
}

__typeof__(unsigned int) mpd_status_get_kbit_rate(__typeof__(const struct mpd_status *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_status_get_kbit_rate)(a0);
}

__typeof__(const struct mpd_audio_format *) mpd_status_get_audio_format(__typeof__(const struct mpd_status *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_status_get_audio_format)(a0);
}

__typeof__(unsigned int) mpd_status_get_update_id(__typeof__(const struct mpd_status *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_status_get_update_id)(a0);
}

__typeof__(const char *) mpd_status_get_partition(__typeof__(const struct mpd_status *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_status_get_partition)(a0);
}

__typeof__(const char *) mpd_status_get_error(__typeof__(const struct mpd_status *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_status_get_error)(a0);
}

__typeof__(_Bool) mpd_send_current_song(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_current_song)(a0);
}

__typeof__(struct mpd_song *) mpd_run_current_song(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_current_song)(a0);
}

__typeof__(_Bool) mpd_send_play(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_play)(a0);
}

__typeof__(_Bool) mpd_run_play(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_play)(a0);
}

__typeof__(_Bool) mpd_send_play_pos(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_play_pos)(a0, a1);
}

__typeof__(_Bool) mpd_run_play_pos(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_play_pos)(a0, a1);
}

__typeof__(_Bool) mpd_send_play_id(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_play_id)(a0, a1);
}

__typeof__(_Bool) mpd_run_play_id(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_play_id)(a0, a1);
}

__typeof__(_Bool) mpd_send_stop(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_stop)(a0);
}

__typeof__(_Bool) mpd_run_stop(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_stop)(a0);
}

__typeof__(_Bool) mpd_send_toggle_pause(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_toggle_pause)(a0);
}

__typeof__(_Bool) mpd_run_toggle_pause(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_toggle_pause)(a0);
}

__typeof__(_Bool) mpd_send_pause(__typeof__(struct mpd_connection *) a0, __typeof__(_Bool) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_pause)(a0, a1);
}

__typeof__(_Bool) mpd_run_pause(__typeof__(struct mpd_connection *) a0, __typeof__(_Bool) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_pause)(a0, a1);
}

__typeof__(_Bool) mpd_send_next(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_next)(a0);
}

__typeof__(_Bool) mpd_run_next(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_next)(a0);
}

__typeof__(_Bool) mpd_send_previous(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_previous)(a0);
}

__typeof__(_Bool) mpd_run_previous(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_previous)(a0);
}

__typeof__(_Bool) mpd_send_seek_pos(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_seek_pos)(a0, a1, a2);
}

__typeof__(_Bool) mpd_run_seek_pos(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_seek_pos)(a0, a1, a2);
}

__typeof__(_Bool) mpd_send_seek_id(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_seek_id)(a0, a1, a2);
}

__typeof__(_Bool) mpd_run_seek_id(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_seek_id)(a0, a1, a2);
}

__typeof__(_Bool) mpd_send_seek_id_float(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(float) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_seek_id_float)(a0, a1, a2);
}

__typeof__(_Bool) mpd_run_seek_id_float(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(float) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_seek_id_float)(a0, a1, a2);
}

__typeof__(_Bool) mpd_send_seek_current(__typeof__(struct mpd_connection *) a0, __typeof__(float) a1, __typeof__(_Bool) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_seek_current)(a0, a1, a2);
}

__typeof__(_Bool) mpd_run_seek_current(__typeof__(struct mpd_connection *) a0, __typeof__(float) a1, __typeof__(_Bool) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_seek_current)(a0, a1, a2);
}

__typeof__(_Bool) mpd_send_repeat(__typeof__(struct mpd_connection *) a0, __typeof__(_Bool) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_repeat)(a0, a1);
}

__typeof__(_Bool) mpd_run_repeat(__typeof__(struct mpd_connection *) a0, __typeof__(_Bool) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_repeat)(a0, a1);
}

__typeof__(_Bool) mpd_send_random(__typeof__(struct mpd_connection *) a0, __typeof__(_Bool) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_random)(a0, a1);
}

__typeof__(_Bool) mpd_run_random(__typeof__(struct mpd_connection *) a0, __typeof__(_Bool) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_random)(a0, a1);
}

__typeof__(_Bool) mpd_send_single_state(__typeof__(struct mpd_connection *) a0, __typeof__(enum mpd_single_state) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_single_state)(a0, a1);
}

__typeof__(_Bool) mpd_run_single_state(__typeof__(struct mpd_connection *) a0, __typeof__(enum mpd_single_state) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_single_state)(a0, a1);
}

__typeof__(_Bool) mpd_send_single(__typeof__(struct mpd_connection *) a0, __typeof__(_Bool) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_single)(a0, a1);
}

__typeof__(_Bool) mpd_run_single(__typeof__(struct mpd_connection *) a0, __typeof__(_Bool) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_single)(a0, a1);
}

__typeof__(_Bool) mpd_send_consume(__typeof__(struct mpd_connection *) a0, __typeof__(_Bool) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_consume)(a0, a1);
}

__typeof__(_Bool) mpd_run_consume(__typeof__(struct mpd_connection *) a0, __typeof__(_Bool) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_consume)(a0, a1);
}

__typeof__(_Bool) mpd_send_crossfade(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_crossfade)(a0, a1);
}

__typeof__(_Bool) mpd_run_crossfade(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_crossfade)(a0, a1);
}

__typeof__(_Bool) mpd_send_mixrampdb(__typeof__(struct mpd_connection *) a0, __typeof__(float) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_mixrampdb)(a0, a1);
}

__typeof__(_Bool) mpd_run_mixrampdb(__typeof__(struct mpd_connection *) a0, __typeof__(float) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_mixrampdb)(a0, a1);
}

__typeof__(_Bool) mpd_send_mixrampdelay(__typeof__(struct mpd_connection *) a0, __typeof__(float) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_mixrampdelay)(a0, a1);
}

__typeof__(_Bool) mpd_run_mixrampdelay(__typeof__(struct mpd_connection *) a0, __typeof__(float) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_mixrampdelay)(a0, a1);
}

__typeof__(_Bool) mpd_send_clearerror(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_clearerror)(a0);
}

__typeof__(_Bool) mpd_run_clearerror(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_clearerror)(a0);
}

__typeof__(const char *) mpd_position_whence_char(__typeof__(enum mpd_position_whence) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_position_whence_char)(a0);
}

__typeof__(void) mpd_playlist_free(__typeof__(struct mpd_playlist *) a0) {
  HARK_LAZY(hark_lazy_mpdclient, mpd_playlist_free)(a0);
}

__typeof__(struct mpd_playlist *) mpd_playlist_dup(__typeof__(const struct mpd_playlist *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_playlist_dup)(a0);
}

__typeof__(const char *) mpd_playlist_get_path(__typeof__(const struct mpd_playlist *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_playlist_get_path)(a0);
}

__typeof__(time_t) mpd_playlist_get_last_modified(__typeof__(const struct mpd_playlist *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_playlist_get_last_modified)(a0);
}

__typeof__(struct mpd_playlist *) mpd_playlist_begin(__typeof__(const struct mpd_pair *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_playlist_begin)(a0);
}

__typeof__(_Bool) mpd_playlist_feed(__typeof__(struct mpd_playlist *) a0, __typeof__(const struct mpd_pair *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_playlist_feed)(a0, a1);
}

__typeof__(_Bool) mpd_send_list_playlists(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_list_playlists)(a0);
}

__typeof__(struct mpd_playlist *) mpd_recv_playlist(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_recv_playlist)(a0);
}

__typeof__(_Bool) mpd_send_list_playlist(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_list_playlist)(a0, a1);
}

__typeof__(_Bool) mpd_send_list_playlist_meta(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_list_playlist_meta)(a0, a1);
}

__typeof__(_Bool) mpd_send_playlist_clear(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_playlist_clear)(a0, a1);
}

__typeof__(_Bool) mpd_run_playlist_clear(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_playlist_clear)(a0, a1);
}

__typeof__(_Bool) mpd_send_playlist_add(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_playlist_add)(a0, a1, a2);
}

__typeof__(_Bool) mpd_run_playlist_add(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_playlist_add)(a0, a1, a2);
}

__typeof__(_Bool) mpd_send_playlist_add_to(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2, __typeof__(unsigned int) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_playlist_add_to)(a0, a1, a2, a3);
}

__typeof__(_Bool) mpd_run_playlist_add_to(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2, __typeof__(unsigned int) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_playlist_add_to)(a0, a1, a2, a3);
}

__typeof__(_Bool) mpd_send_playlist_move(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(unsigned int) a2, __typeof__(unsigned int) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_playlist_move)(a0, a1, a2, a3);
}

__typeof__(_Bool) mpd_run_playlist_move(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(unsigned int) a2, __typeof__(unsigned int) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_playlist_move)(a0, a1, a2, a3);
}

__typeof__(_Bool) mpd_send_playlist_delete(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_playlist_delete)(a0, a1, a2);
}

__typeof__(_Bool) mpd_run_playlist_delete(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_playlist_delete)(a0, a1, a2);
}

__typeof__(_Bool) mpd_send_playlist_delete_range(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(unsigned int) a2, __typeof__(unsigned int) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_playlist_delete_range)(a0, a1, a2, a3);
}

__typeof__(_Bool) mpd_run_playlist_delete_range(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(unsigned int) a2, __typeof__(unsigned int) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_playlist_delete_range)(a0, a1, a2, a3);
}

__typeof__(_Bool) mpd_send_save(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_save)(a0, a1);
}

__typeof__(_Bool) mpd_run_save(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_save)(a0, a1);
}

__typeof__(_Bool) mpd_send_load(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_load)(a0, a1);
}

__typeof__(_Bool) mpd_run_load(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_load)(a0, a1);
}

__typeof__(_Bool) mpd_send_load_range(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(unsigned int) a2, __typeof__(unsigned int) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_load_range)(a0, a1, a2, a3);
}

__typeof__(_Bool) mpd_run_load_range(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(unsigned int) a2, __typeof__(unsigned int) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_load_range)(a0, a1, a2, a3);
}

__typeof__(_Bool) mpd_send_load_range_to(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(unsigned int) a2, __typeof__(unsigned int) a3, __typeof__(unsigned int) a4, __typeof__(enum mpd_position_whence) a5) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_load_range_to)(a0, a1, a2, a3, a4, a5);
}

__typeof__(_Bool) mpd_run_load_range_to(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(unsigned int) a2, __typeof__(unsigned int) a3, __typeof__(unsigned int) a4, __typeof__(enum mpd_position_whence) a5) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_load_range_to)(a0, a1, a2, a3, a4, a5);
}

__typeof__(_Bool) mpd_send_rename(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_rename)(a0, a1, a2);
}

__typeof__(_Bool) mpd_run_rename(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_rename)(a0, a1, a2);
}

__typeof__(_Bool) mpd_send_rm(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_rm)(a0, a1);
}

__typeof__(_Bool) mpd_run_rm(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_rm)(a0, a1);
}

__typeof__(_Bool) mpd_send_list_queue_meta(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_list_queue_meta)(a0);
}

__typeof__(_Bool) mpd_send_list_queue_range_meta(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_list_queue_range_meta)(a0, a1, a2);
}

__typeof__(_Bool) mpd_send_get_queue_song_pos(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_get_queue_song_pos)(a0, a1);
}

__typeof__(struct mpd_song *) mpd_run_get_queue_song_pos(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_get_queue_song_pos)(a0, a1);
}

__typeof__(_Bool) mpd_send_get_queue_song_id(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_get_queue_song_id)(a0, a1);
}

__typeof__(struct mpd_song *) mpd_run_get_queue_song_id(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_get_queue_song_id)(a0, a1);
}

__typeof__(_Bool) mpd_send_queue_changes_meta(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_queue_changes_meta)(a0, a1);
}

__typeof__(_Bool) mpd_send_queue_changes_meta_range(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2, __typeof__(unsigned int) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_queue_changes_meta_range)(a0, a1, a2, a3);
}

__typeof__(_Bool) mpd_send_queue_changes_brief(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_queue_changes_brief)(a0, a1);
}

__typeof__(_Bool) mpd_send_queue_changes_brief_range(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2, __typeof__(unsigned int) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_queue_changes_brief_range)(a0, a1, a2, a3);
}

__typeof__(_Bool) mpd_recv_queue_change_brief(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int *) a1, __typeof__(unsigned int *) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_recv_queue_change_brief)(a0, a1, a2);
}

__typeof__(_Bool) mpd_send_add(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_add)(a0, a1);
}

__typeof__(_Bool) mpd_run_add(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_add)(a0, a1);
}

__typeof__(_Bool) mpd_send_add_whence(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(unsigned int) a2, __typeof__(enum mpd_position_whence) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_add_whence)(a0, a1, a2, a3);
}

__typeof__(_Bool) mpd_run_add_whence(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(unsigned int) a2, __typeof__(enum mpd_position_whence) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_add_whence)(a0, a1, a2, a3);
}

__typeof__(_Bool) mpd_send_add_id(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_add_id)(a0, a1);
}

__typeof__(_Bool) mpd_send_add_id_to(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_add_id_to)(a0, a1, a2);
}

__typeof__(_Bool) mpd_send_add_id_whence(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(unsigned int) a2, __typeof__(enum mpd_position_whence) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_add_id_whence)(a0, a1, a2, a3);
}

__typeof__(int) mpd_recv_song_id(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_recv_song_id)(a0);
}

__typeof__(int) mpd_run_add_id(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_add_id)(a0, a1);
}

__typeof__(int) mpd_run_add_id_to(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_add_id_to)(a0, a1, a2);
}

__typeof__(int) mpd_run_add_id_whence(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(unsigned int) a2, __typeof__(enum mpd_position_whence) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_add_id_whence)(a0, a1, a2, a3);
}

__typeof__(_Bool) mpd_send_delete(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_delete)(a0, a1);
}

__typeof__(_Bool) mpd_run_delete(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_delete)(a0, a1);
}

__typeof__(_Bool) mpd_send_delete_range(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_delete_range)(a0, a1, a2);
}

__typeof__(_Bool) mpd_run_delete_range(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_delete_range)(a0, a1, a2);
}

__typeof__(_Bool) mpd_send_delete_id(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_delete_id)(a0, a1);
}

__typeof__(_Bool) mpd_run_delete_id(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_delete_id)(a0, a1);
}

__typeof__(_Bool) mpd_send_shuffle(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_shuffle)(a0);
}

__typeof__(_Bool) mpd_run_shuffle(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_shuffle)(a0);
}

__typeof__(_Bool) mpd_send_shuffle_range(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_shuffle_range)(a0, a1, a2);
}

__typeof__(_Bool) mpd_run_shuffle_range(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_shuffle_range)(a0, a1, a2);
}

__typeof__(_Bool) mpd_send_clear(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_clear)(a0);
}

__typeof__(_Bool) mpd_run_clear(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_clear)(a0);
}

__typeof__(_Bool) mpd_send_move(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_move)(a0, a1, a2);
}

__typeof__(_Bool) mpd_run_move(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_move)(a0, a1, a2);
}

__typeof__(_Bool) mpd_send_move_id(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_move_id)(a0, a1, a2);
}

__typeof__(_Bool) mpd_run_move_id(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_move_id)(a0, a1, a2);
}

__typeof__(_Bool) mpd_send_move_range(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2, __typeof__(unsigned int) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_move_range)(a0, a1, a2, a3);
}

__typeof__(_Bool) mpd_run_move_range(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2, __typeof__(unsigned int) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_move_range)(a0, a1, a2, a3);
}

__typeof__(_Bool) mpd_send_swap(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_swap)(a0, a1, a2);
}

__typeof__(_Bool) mpd_run_swap(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_swap)(a0, a1, a2);
}

__typeof__(_Bool) mpd_send_swap_id(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_swap_id)(a0, a1, a2);
}

__typeof__(_Bool) mpd_run_swap_id(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_swap_id)(a0, a1, a2);
}

__typeof__(_Bool) mpd_send_add_tag_id(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(enum mpd_tag_type) a2, __typeof__(const char *) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_add_tag_id)(a0, a1, a2, a3);
}

__typeof__(_Bool) mpd_run_add_tag_id(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(enum mpd_tag_type) a2, __typeof__(const char *) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_add_tag_id)(a0, a1, a2, a3);
}

__typeof__(_Bool) mpd_send_clear_tag_id(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(enum mpd_tag_type) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_clear_tag_id)(a0, a1, a2);
}

__typeof__(_Bool) mpd_run_clear_tag_id(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(enum mpd_tag_type) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_clear_tag_id)(a0, a1, a2);
}

__typeof__(_Bool) mpd_send_clear_all_tags_id(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_clear_all_tags_id)(a0, a1);
}

__typeof__(_Bool) mpd_run_clear_all_tags_id(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_clear_all_tags_id)(a0, a1);
}

__typeof__(_Bool) mpd_send_prio(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_prio)(a0, a1, a2);
}

__typeof__(_Bool) mpd_run_prio(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_prio)(a0, a1, a2);
}

__typeof__(_Bool) mpd_send_prio_range(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2, __typeof__(unsigned int) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_prio_range)(a0, a1, a2, a3);
}

__typeof__(_Bool) mpd_run_prio_range(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2, __typeof__(unsigned int) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_prio_range)(a0, a1, a2, a3);
}

__typeof__(_Bool) mpd_send_prio_id(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_prio_id)(a0, a1, a2);
}

__typeof__(_Bool) mpd_run_prio_id(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_prio_id)(a0, a1, a2);
}

__typeof__(_Bool) mpd_send_range_id(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(float) a2, __typeof__(float) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_range_id)(a0, a1, a2, a3);
}

__typeof__(_Bool) mpd_run_range_id(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(float) a2, __typeof__(float) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_range_id)(a0, a1, a2, a3);
}

__typeof__(_Bool) mpd_send_readpicture(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_readpicture)(a0, a1, a2);
}

__typeof__(int) mpd_recv_readpicture(__typeof__(struct mpd_connection *) a0, __typeof__(void *) a1, __typeof__(size_t) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_recv_readpicture)(a0, a1, a2);
}

__typeof__(int) mpd_run_readpicture(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(unsigned int) a2, __typeof__(void *) a3, __typeof__(size_t) a4) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_readpicture)(a0, a1, a2, a3, a4);
}

__typeof__(enum mpd_replay_gain_mode) mpd_parse_replay_gain_name(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_parse_replay_gain_name)(a0);
}

__typeof__(const char *) mpd_lookup_replay_gain_mode(__typeof__(enum mpd_replay_gain_mode) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_lookup_replay_gain_mode)(a0);
}

__typeof__(_Bool) mpd_send_replay_gain_status(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_replay_gain_status)(a0);
}

__typeof__(enum mpd_replay_gain_mode) mpd_run_replay_gain_status(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_replay_gain_status)(a0);
}

__typeof__(_Bool) mpd_send_replay_gain_mode(__typeof__(struct mpd_connection *) a0, __typeof__(enum mpd_replay_gain_mode) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_replay_gain_mode)(a0, a1);
}

__typeof__(_Bool) mpd_run_replay_gain_mode(__typeof__(struct mpd_connection *) a0, __typeof__(enum mpd_replay_gain_mode) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_replay_gain_mode)(a0, a1);
}

__typeof__(_Bool) mpd_response_finish(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_response_finish)(a0);
}

__typeof__(_Bool) mpd_response_next(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_response_next)(a0);
}

__typeof__(_Bool) mpd_search_db_songs(__typeof__(struct mpd_connection *) a0, __typeof__(_Bool) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_search_db_songs)(a0, a1);
}

__typeof__(_Bool) mpd_search_add_db_songs(__typeof__(struct mpd_connection *) a0, __typeof__(_Bool) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_search_add_db_songs)(a0, a1);
}

__typeof__(_Bool) mpd_search_add_db_songs_to_playlist(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_search_add_db_songs_to_playlist)(a0, a1);
}

__typeof__(_Bool) mpd_search_queue_songs(__typeof__(struct mpd_connection *) a0, __typeof__(_Bool) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_search_queue_songs)(a0, a1);
}

__typeof__(_Bool) mpd_search_db_tags(__typeof__(struct mpd_connection *) a0, __typeof__(enum mpd_tag_type) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_search_db_tags)(a0, a1);
}

__typeof__(_Bool) mpd_count_db_songs(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_count_db_songs)(a0);
}

__typeof__(_Bool) mpd_search_add_base_constraint(__typeof__(struct mpd_connection *) a0, __typeof__(enum mpd_operator) a1, __typeof__(const char *) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_search_add_base_constraint)(a0, a1, a2);
}

__typeof__(_Bool) mpd_search_add_uri_constraint(__typeof__(struct mpd_connection *) a0, __typeof__(enum mpd_operator) a1, __typeof__(const char *) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_search_add_uri_constraint)(a0, a1, a2);
}

__typeof__(_Bool) mpd_search_add_tag_constraint(__typeof__(struct mpd_connection *) a0, __typeof__(enum mpd_operator) a1, __typeof__(enum mpd_tag_type) a2, __typeof__(const char *) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_search_add_tag_constraint)(a0, a1, a2, a3);
}

__typeof__(_Bool) mpd_search_add_any_tag_constraint(__typeof__(struct mpd_connection *) a0, __typeof__(enum mpd_operator) a1, __typeof__(const char *) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_search_add_any_tag_constraint)(a0, a1, a2);
}

__typeof__(_Bool) mpd_search_add_modified_since_constraint(__typeof__(struct mpd_connection *) a0, __typeof__(enum mpd_operator) a1, __typeof__(time_t) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_search_add_modified_since_constraint)(a0, a1, a2);
}

__typeof__(_Bool) mpd_search_add_expression(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_search_add_expression)(a0, a1);
}

__typeof__(_Bool) mpd_search_add_group_tag(__typeof__(struct mpd_connection *) a0, __typeof__(enum mpd_tag_type) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_search_add_group_tag)(a0, a1);
}

__typeof__(_Bool) mpd_search_add_sort_name(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(_Bool) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_search_add_sort_name)(a0, a1, a2);
}

__typeof__(_Bool) mpd_search_add_sort_tag(__typeof__(struct mpd_connection *) a0, __typeof__(enum mpd_tag_type) a1, __typeof__(_Bool) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_search_add_sort_tag)(a0, a1, a2);
}

__typeof__(_Bool) mpd_search_add_window(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_search_add_window)(a0, a1, a2);
}

__typeof__(_Bool) mpd_search_add_position(__typeof__(struct mpd_connection *) a0, __typeof__(unsigned int) a1, __typeof__(enum mpd_position_whence) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_search_add_position)(a0, a1, a2);
}

__typeof__(_Bool) mpd_search_commit(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_search_commit)(a0);
}

__typeof__(void) mpd_search_cancel(__typeof__(struct mpd_connection *) a0) {
  HARK_LAZY(hark_lazy_mpdclient, mpd_search_cancel)(a0);
}

__typeof__(struct mpd_pair *) mpd_recv_pair_tag(__typeof__(struct mpd_connection *) a0, __typeof__(enum mpd_tag_type) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_recv_pair_tag)(a0, a1);
}

__typeof__(struct mpd_settings *) mpd_settings_new(__typeof__(const char *) a0, __typeof__(unsigned int) a1, __typeof__(unsigned int) a2, __typeof__(const char *) a3, __typeof__(const char *) a4) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_settings_new)(a0, a1, a2, a3, a4);
}

__typeof__(void) mpd_settings_free(__typeof__(struct mpd_settings *) a0) {
  HARK_LAZY(hark_lazy_mpdclient, mpd_settings_free)(a0);
}

__typeof__(const char *) mpd_settings_get_host(__typeof__(const struct mpd_settings *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_settings_get_host)(a0);
}

__typeof__(unsigned int) mpd_settings_get_port(__typeof__(const struct mpd_settings *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_settings_get_port)(a0);
}

__typeof__(unsigned int) mpd_settings_get_timeout_ms(__typeof__(const struct mpd_settings *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_settings_get_timeout_ms)(a0);
}

__typeof__(const char *) mpd_settings_get_password(__typeof__(const struct mpd_settings *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_settings_get_password)(a0);
}

__typeof__(_Bool) mpd_send_stats(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_stats)(a0);
}

__typeof__(struct mpd_stats *) mpd_stats_begin(void) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_stats_begin)();
}

__typeof__(void) mpd_stats_feed(__typeof__(struct mpd_stats *) a0, __typeof__(const struct mpd_pair *) a1) {
  HARK_LAZY(hark_lazy_mpdclient, mpd_stats_feed)(a0, a1);
}

__typeof__(struct mpd_stats *) mpd_recv_stats(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_recv_stats)(a0);
}

__typeof__(struct mpd_stats *) mpd_run_stats(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_stats)(a0);
}

__typeof__(void) mpd_stats_free(__typeof__(struct mpd_stats *) a0) {
  HARK_LAZY(hark_lazy_mpdclient, mpd_stats_free)(a0);
}

__typeof__(unsigned int) mpd_stats_get_number_of_artists(__typeof__(const struct mpd_stats *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_stats_get_number_of_artists)(a0);
}

__typeof__(unsigned int) mpd_stats_get_number_of_albums(__typeof__(const struct mpd_stats *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_stats_get_number_of_albums)(a0);
}

__typeof__(unsigned int) mpd_stats_get_number_of_songs(__typeof__(const struct mpd_stats *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_stats_get_number_of_songs)(a0);
}

__typeof__(unsigned long) mpd_stats_get_uptime(__typeof__(const struct mpd_stats *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_stats_get_uptime)(a0);
}

__typeof__(unsigned long) mpd_stats_get_db_update_time(__typeof__(const struct mpd_stats *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_stats_get_db_update_time)(a0);
}

__typeof__(unsigned long) mpd_stats_get_play_time(__typeof__(const struct mpd_stats *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_stats_get_play_time)(a0);
}

__typeof__(unsigned long) mpd_stats_get_db_play_time(__typeof__(const struct mpd_stats *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_stats_get_db_play_time)(a0);
}

__typeof__(_Bool) mpd_send_sticker_set(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2, __typeof__(const char *) a3, __typeof__(const char *) a4) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_sticker_set)(a0, a1, a2, a3, a4);
}

__typeof__(_Bool) mpd_run_sticker_set(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2, __typeof__(const char *) a3, __typeof__(const char *) a4) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_sticker_set)(a0, a1, a2, a3, a4);
}

__typeof__(_Bool) mpd_send_sticker_delete(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2, __typeof__(const char *) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_sticker_delete)(a0, a1, a2, a3);
}

__typeof__(_Bool) mpd_run_sticker_delete(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2, __typeof__(const char *) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_run_sticker_delete)(a0, a1, a2, a3);
}

__typeof__(_Bool) mpd_send_sticker_get(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2, __typeof__(const char *) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_sticker_get)(a0, a1, a2, a3);
}

__typeof__(_Bool) mpd_send_sticker_list(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_sticker_list)(a0, a1, a2);
}

__typeof__(_Bool) mpd_send_sticker_find(__typeof__(struct mpd_connection *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2, __typeof__(const char *) a3) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_send_sticker_find)(a0, a1, a2, a3);
}

__typeof__(const char *) mpd_parse_sticker(__typeof__(const char *) a0, __typeof__(size_t *) a1) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_parse_sticker)(a0, a1);
}

__typeof__(struct mpd_pair *) mpd_recv_sticker(__typeof__(struct mpd_connection *) a0) {
  return HARK_LAZY(hark_lazy_mpdclient, mpd_recv_sticker)(a0);
}

__typeof__(void) mpd_return_sticker(__typeof__(struct mpd_connection *) a0, __typeof__(struct mpd_pair *) a1) {
  HARK_LAZY(hark_lazy_mpdclient, mpd_return_sticker)(a0, a1);
}
