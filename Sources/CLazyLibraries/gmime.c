// Written by Scripts/dev/forwarders.py from <gmime/gmime.h> and libgmime-3.0.so.0's exported
// functions: do not edit. Not forwarded (variadic, taking a va_list, inline, or returning a
// function pointer): g_mime_stream_printf, g_mime_utils_header_printf.
// clang-format off
#include "lazy.h"
#include <gmime/gmime.h>

HARK_LAZY_LIBRARY(hark_lazy_gmime, "libgmime-3.0.so.0");

__typeof__(void) g_mime_charset_map_init(void) {
  HARK_LAZY(hark_lazy_gmime, g_mime_charset_map_init)();
}

__typeof__(void) g_mime_charset_map_shutdown(void) {
  HARK_LAZY(hark_lazy_gmime, g_mime_charset_map_shutdown)();
}

__typeof__(const char *) g_mime_locale_charset(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_locale_charset)();
}

__typeof__(const char *) g_mime_locale_language(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_locale_language)();
}

__typeof__(const char *) g_mime_charset_language(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_charset_language)(a0);
}

__typeof__(const char *) g_mime_charset_canon_name(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_charset_canon_name)(a0);
}

__typeof__(const char *) g_mime_charset_iconv_name(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_charset_iconv_name)(a0);
}

__typeof__(const char *) g_mime_charset_name(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_charset_name)(a0);
}

__typeof__(const char *) g_mime_charset_locale_name(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_charset_locale_name)();
}

__typeof__(const char *) g_mime_charset_iso_to_windows(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_charset_iso_to_windows)(a0);
}

__typeof__(void) g_mime_charset_init(__typeof__(GMimeCharset *) a0) {
  HARK_LAZY(hark_lazy_gmime, g_mime_charset_init)(a0);
}

__typeof__(void) g_mime_charset_step(__typeof__(GMimeCharset *) a0, __typeof__(const char *) a1, __typeof__(size_t) a2) {
  HARK_LAZY(hark_lazy_gmime, g_mime_charset_step)(a0, a1, a2);
}

__typeof__(const char *) g_mime_charset_best_name(__typeof__(GMimeCharset *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_charset_best_name)(a0);
}

__typeof__(const char *) g_mime_charset_best(__typeof__(const char *) a0, __typeof__(size_t) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_charset_best)(a0, a1);
}

__typeof__(gboolean) g_mime_charset_can_encode(__typeof__(GMimeCharset *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2, __typeof__(size_t) a3) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_charset_can_encode)(a0, a1, a2, a3);
}

__typeof__(iconv_t) g_mime_iconv_open(__typeof__(const char *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_iconv_open)(a0, a1);
}

__typeof__(int) g_mime_iconv_close(__typeof__(iconv_t) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_iconv_close)(a0);
}

__typeof__(char *) g_mime_iconv_strdup(__typeof__(iconv_t) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_iconv_strdup)(a0, a1);
}

__typeof__(char *) g_mime_iconv_strndup(__typeof__(iconv_t) a0, __typeof__(const char *) a1, __typeof__(size_t) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_iconv_strndup)(a0, a1, a2);
}

__typeof__(char *) g_mime_iconv_locale_to_utf8(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_iconv_locale_to_utf8)(a0);
}

__typeof__(char *) g_mime_iconv_locale_to_utf8_length(__typeof__(const char *) a0, __typeof__(size_t) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_iconv_locale_to_utf8_length)(a0, a1);
}

__typeof__(char *) g_mime_iconv_utf8_to_locale(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_iconv_utf8_to_locale)(a0);
}

__typeof__(char *) g_mime_iconv_utf8_to_locale_length(__typeof__(const char *) a0, __typeof__(size_t) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_iconv_utf8_to_locale_length)(a0, a1);
}

__typeof__(GType) g_mime_filter_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_get_type)();
}

__typeof__(GMimeFilter *) g_mime_filter_copy(__typeof__(GMimeFilter *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_copy)(a0);
}

__typeof__(void) g_mime_filter_filter(__typeof__(GMimeFilter *) a0, __typeof__(char *) a1, __typeof__(size_t) a2, __typeof__(size_t) a3, __typeof__(char **) a4, __typeof__(size_t *) a5, __typeof__(size_t *) a6) {
  HARK_LAZY(hark_lazy_gmime, g_mime_filter_filter)(a0, a1, a2, a3, a4, a5, a6);
}

__typeof__(void) g_mime_filter_complete(__typeof__(GMimeFilter *) a0, __typeof__(char *) a1, __typeof__(size_t) a2, __typeof__(size_t) a3, __typeof__(char **) a4, __typeof__(size_t *) a5, __typeof__(size_t *) a6) {
  HARK_LAZY(hark_lazy_gmime, g_mime_filter_complete)(a0, a1, a2, a3, a4, a5, a6);
}

__typeof__(void) g_mime_filter_reset(__typeof__(GMimeFilter *) a0) {
  HARK_LAZY(hark_lazy_gmime, g_mime_filter_reset)(a0);
}

__typeof__(void) g_mime_filter_backup(__typeof__(GMimeFilter *) a0, __typeof__(const char *) a1, __typeof__(size_t) a2) {
  HARK_LAZY(hark_lazy_gmime, g_mime_filter_backup)(a0, a1, a2);
}

__typeof__(void) g_mime_filter_set_size(__typeof__(GMimeFilter *) a0, __typeof__(size_t) a1, __typeof__(gboolean) a2) {
  HARK_LAZY(hark_lazy_gmime, g_mime_filter_set_size)(a0, a1, a2);
}

__typeof__(GType) g_mime_format_options_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_format_options_get_type)();
}

__typeof__(GMimeFormatOptions *) g_mime_format_options_get_default(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_format_options_get_default)();
}

__typeof__(GMimeFormatOptions *) g_mime_format_options_new(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_format_options_new)();
}

__typeof__(void) g_mime_format_options_free(__typeof__(GMimeFormatOptions *) a0) {
  HARK_LAZY(hark_lazy_gmime, g_mime_format_options_free)(a0);
}

__typeof__(GMimeFormatOptions *) g_mime_format_options_clone(__typeof__(GMimeFormatOptions *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_format_options_clone)(a0);
}

__typeof__(GMimeParamEncodingMethod) g_mime_format_options_get_param_encoding_method(__typeof__(GMimeFormatOptions *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_format_options_get_param_encoding_method)(a0);
}

__typeof__(void) g_mime_format_options_set_param_encoding_method(__typeof__(GMimeFormatOptions *) a0, __typeof__(GMimeParamEncodingMethod) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_format_options_set_param_encoding_method)(a0, a1);
}

__typeof__(GMimeNewLineFormat) g_mime_format_options_get_newline_format(__typeof__(GMimeFormatOptions *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_format_options_get_newline_format)(a0);
}

__typeof__(void) g_mime_format_options_set_newline_format(__typeof__(GMimeFormatOptions *) a0, __typeof__(GMimeNewLineFormat) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_format_options_set_newline_format)(a0, a1);
}

__typeof__(const char *) g_mime_format_options_get_newline(__typeof__(GMimeFormatOptions *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_format_options_get_newline)(a0);
}

__typeof__(GMimeFilter *) g_mime_format_options_create_newline_filter(__typeof__(GMimeFormatOptions *) a0, __typeof__(gboolean) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_format_options_create_newline_filter)(a0, a1);
}

__typeof__(gboolean) g_mime_format_options_is_hidden_header(__typeof__(GMimeFormatOptions *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_format_options_is_hidden_header)(a0, a1);
}

__typeof__(void) g_mime_format_options_add_hidden_header(__typeof__(GMimeFormatOptions *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_format_options_add_hidden_header)(a0, a1);
}

__typeof__(void) g_mime_format_options_remove_hidden_header(__typeof__(GMimeFormatOptions *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_format_options_remove_hidden_header)(a0, a1);
}

__typeof__(void) g_mime_format_options_clear_hidden_headers(__typeof__(GMimeFormatOptions *) a0) {
  HARK_LAZY(hark_lazy_gmime, g_mime_format_options_clear_hidden_headers)(a0);
}

__typeof__(GType) g_mime_parser_options_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_parser_options_get_type)();
}

__typeof__(GMimeParserOptions *) g_mime_parser_options_get_default(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_parser_options_get_default)();
}

__typeof__(GMimeParserOptions *) g_mime_parser_options_new(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_parser_options_new)();
}

__typeof__(void) g_mime_parser_options_free(__typeof__(GMimeParserOptions *) a0) {
  HARK_LAZY(hark_lazy_gmime, g_mime_parser_options_free)(a0);
}

__typeof__(GMimeParserOptions *) g_mime_parser_options_clone(__typeof__(GMimeParserOptions *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_parser_options_clone)(a0);
}

__typeof__(GMimeRfcComplianceMode) g_mime_parser_options_get_address_compliance_mode(__typeof__(GMimeParserOptions *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_parser_options_get_address_compliance_mode)(a0);
}

__typeof__(void) g_mime_parser_options_set_address_compliance_mode(__typeof__(GMimeParserOptions *) a0, __typeof__(GMimeRfcComplianceMode) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_parser_options_set_address_compliance_mode)(a0, a1);
}

__typeof__(gboolean) g_mime_parser_options_get_allow_addresses_without_domain(__typeof__(GMimeParserOptions *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_parser_options_get_allow_addresses_without_domain)(a0);
}

__typeof__(void) g_mime_parser_options_set_allow_addresses_without_domain(__typeof__(GMimeParserOptions *) a0, __typeof__(gboolean) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_parser_options_set_allow_addresses_without_domain)(a0, a1);
}

__typeof__(GMimeRfcComplianceMode) g_mime_parser_options_get_parameter_compliance_mode(__typeof__(GMimeParserOptions *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_parser_options_get_parameter_compliance_mode)(a0);
}

__typeof__(void) g_mime_parser_options_set_parameter_compliance_mode(__typeof__(GMimeParserOptions *) a0, __typeof__(GMimeRfcComplianceMode) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_parser_options_set_parameter_compliance_mode)(a0, a1);
}

__typeof__(GMimeRfcComplianceMode) g_mime_parser_options_get_rfc2047_compliance_mode(__typeof__(GMimeParserOptions *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_parser_options_get_rfc2047_compliance_mode)(a0);
}

__typeof__(void) g_mime_parser_options_set_rfc2047_compliance_mode(__typeof__(GMimeParserOptions *) a0, __typeof__(GMimeRfcComplianceMode) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_parser_options_set_rfc2047_compliance_mode)(a0, a1);
}

__typeof__(const char **) g_mime_parser_options_get_fallback_charsets(__typeof__(GMimeParserOptions *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_parser_options_get_fallback_charsets)(a0);
}

__typeof__(void) g_mime_parser_options_set_fallback_charsets(__typeof__(GMimeParserOptions *) a0, __typeof__(const char **) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_parser_options_set_fallback_charsets)(a0, a1);
}

__typeof__(GMimeParserWarningFunc) g_mime_parser_options_get_warning_callback(__typeof__(GMimeParserOptions *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_parser_options_get_warning_callback)(a0);
}

__typeof__(void) g_mime_parser_options_set_warning_callback(__typeof__(GMimeParserOptions *) a0, __typeof__(GMimeParserWarningFunc) a1, __typeof__(gpointer) a2) {
  HARK_LAZY(hark_lazy_gmime, g_mime_parser_options_set_warning_callback)(a0, a1, a2);
}

__typeof__(GType) g_mime_param_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_param_get_type)();
}

__typeof__(const char *) g_mime_param_get_name(__typeof__(GMimeParam *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_param_get_name)(a0);
}

__typeof__(const char *) g_mime_param_get_value(__typeof__(GMimeParam *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_param_get_value)(a0);
}

__typeof__(void) g_mime_param_set_value(__typeof__(GMimeParam *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_param_set_value)(a0, a1);
}

__typeof__(const char *) g_mime_param_get_charset(__typeof__(GMimeParam *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_param_get_charset)(a0);
}

__typeof__(void) g_mime_param_set_charset(__typeof__(GMimeParam *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_param_set_charset)(a0, a1);
}

__typeof__(const char *) g_mime_param_get_lang(__typeof__(GMimeParam *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_param_get_lang)(a0);
}

__typeof__(void) g_mime_param_set_lang(__typeof__(GMimeParam *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_param_set_lang)(a0, a1);
}

__typeof__(GMimeParamEncodingMethod) g_mime_param_get_encoding_method(__typeof__(GMimeParam *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_param_get_encoding_method)(a0);
}

__typeof__(void) g_mime_param_set_encoding_method(__typeof__(GMimeParam *) a0, __typeof__(GMimeParamEncodingMethod) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_param_set_encoding_method)(a0, a1);
}

__typeof__(GType) g_mime_param_list_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_param_list_get_type)();
}

__typeof__(GMimeParamList *) g_mime_param_list_new(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_param_list_new)();
}

__typeof__(GMimeParamList *) g_mime_param_list_parse(__typeof__(GMimeParserOptions *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_param_list_parse)(a0, a1);
}

__typeof__(int) g_mime_param_list_length(__typeof__(GMimeParamList *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_param_list_length)(a0);
}

__typeof__(void) g_mime_param_list_clear(__typeof__(GMimeParamList *) a0) {
  HARK_LAZY(hark_lazy_gmime, g_mime_param_list_clear)(a0);
}

__typeof__(void) g_mime_param_list_set_parameter(__typeof__(GMimeParamList *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2) {
  HARK_LAZY(hark_lazy_gmime, g_mime_param_list_set_parameter)(a0, a1, a2);
}

__typeof__(GMimeParam *) g_mime_param_list_get_parameter(__typeof__(GMimeParamList *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_param_list_get_parameter)(a0, a1);
}

__typeof__(GMimeParam *) g_mime_param_list_get_parameter_at(__typeof__(GMimeParamList *) a0, __typeof__(int) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_param_list_get_parameter_at)(a0, a1);
}

__typeof__(gboolean) g_mime_param_list_remove(__typeof__(GMimeParamList *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_param_list_remove)(a0, a1);
}

__typeof__(gboolean) g_mime_param_list_remove_at(__typeof__(GMimeParamList *) a0, __typeof__(int) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_param_list_remove_at)(a0, a1);
}

__typeof__(void) g_mime_param_list_encode(__typeof__(GMimeParamList *) a0, __typeof__(GMimeFormatOptions *) a1, __typeof__(gboolean) a2, __typeof__(GString *) a3) {
  HARK_LAZY(hark_lazy_gmime, g_mime_param_list_encode)(a0, a1, a2, a3);
}

__typeof__(GType) g_mime_content_type_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_content_type_get_type)();
}

__typeof__(GMimeContentType *) g_mime_content_type_new(__typeof__(const char *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_content_type_new)(a0, a1);
}

__typeof__(GMimeContentType *) g_mime_content_type_parse(__typeof__(GMimeParserOptions *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_content_type_parse)(a0, a1);
}

__typeof__(char *) g_mime_content_type_get_mime_type(__typeof__(GMimeContentType *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_content_type_get_mime_type)(a0);
}

__typeof__(char *) g_mime_content_type_encode(__typeof__(GMimeContentType *) a0, __typeof__(GMimeFormatOptions *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_content_type_encode)(a0, a1);
}

__typeof__(gboolean) g_mime_content_type_is_type(__typeof__(GMimeContentType *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_content_type_is_type)(a0, a1, a2);
}

__typeof__(void) g_mime_content_type_set_media_type(__typeof__(GMimeContentType *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_content_type_set_media_type)(a0, a1);
}

__typeof__(const char *) g_mime_content_type_get_media_type(__typeof__(GMimeContentType *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_content_type_get_media_type)(a0);
}

__typeof__(void) g_mime_content_type_set_media_subtype(__typeof__(GMimeContentType *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_content_type_set_media_subtype)(a0, a1);
}

__typeof__(const char *) g_mime_content_type_get_media_subtype(__typeof__(GMimeContentType *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_content_type_get_media_subtype)(a0);
}

__typeof__(GMimeParamList *) g_mime_content_type_get_parameters(__typeof__(GMimeContentType *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_content_type_get_parameters)(a0);
}

__typeof__(void) g_mime_content_type_set_parameter(__typeof__(GMimeContentType *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2) {
  HARK_LAZY(hark_lazy_gmime, g_mime_content_type_set_parameter)(a0, a1, a2);
}

__typeof__(const char *) g_mime_content_type_get_parameter(__typeof__(GMimeContentType *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_content_type_get_parameter)(a0, a1);
}

__typeof__(GType) g_mime_content_disposition_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_content_disposition_get_type)();
}

__typeof__(GMimeContentDisposition *) g_mime_content_disposition_new(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_content_disposition_new)();
}

__typeof__(GMimeContentDisposition *) g_mime_content_disposition_parse(__typeof__(GMimeParserOptions *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_content_disposition_parse)(a0, a1);
}

__typeof__(void) g_mime_content_disposition_set_disposition(__typeof__(GMimeContentDisposition *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_content_disposition_set_disposition)(a0, a1);
}

__typeof__(const char *) g_mime_content_disposition_get_disposition(__typeof__(GMimeContentDisposition *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_content_disposition_get_disposition)(a0);
}

__typeof__(GMimeParamList *) g_mime_content_disposition_get_parameters(__typeof__(GMimeContentDisposition *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_content_disposition_get_parameters)(a0);
}

__typeof__(void) g_mime_content_disposition_set_parameter(__typeof__(GMimeContentDisposition *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2) {
  HARK_LAZY(hark_lazy_gmime, g_mime_content_disposition_set_parameter)(a0, a1, a2);
}

__typeof__(const char *) g_mime_content_disposition_get_parameter(__typeof__(GMimeContentDisposition *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_content_disposition_get_parameter)(a0, a1);
}

__typeof__(gboolean) g_mime_content_disposition_is_attachment(__typeof__(GMimeContentDisposition *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_content_disposition_is_attachment)(a0);
}

__typeof__(char *) g_mime_content_disposition_encode(__typeof__(GMimeContentDisposition *) a0, __typeof__(GMimeFormatOptions *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_content_disposition_encode)(a0, a1);
}

__typeof__(GMimeContentEncoding) g_mime_content_encoding_from_string(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_content_encoding_from_string)(a0);
}

__typeof__(const char *) g_mime_content_encoding_to_string(__typeof__(GMimeContentEncoding) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_content_encoding_to_string)(a0);
}

__typeof__(void) g_mime_encoding_init_encode(__typeof__(GMimeEncoding *) a0, __typeof__(GMimeContentEncoding) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_encoding_init_encode)(a0, a1);
}

__typeof__(void) g_mime_encoding_init_decode(__typeof__(GMimeEncoding *) a0, __typeof__(GMimeContentEncoding) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_encoding_init_decode)(a0, a1);
}

__typeof__(void) g_mime_encoding_reset(__typeof__(GMimeEncoding *) a0) {
  HARK_LAZY(hark_lazy_gmime, g_mime_encoding_reset)(a0);
}

__typeof__(size_t) g_mime_encoding_outlen(__typeof__(GMimeEncoding *) a0, __typeof__(size_t) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_encoding_outlen)(a0, a1);
}

__typeof__(size_t) g_mime_encoding_step(__typeof__(GMimeEncoding *) a0, __typeof__(const char *) a1, __typeof__(size_t) a2, __typeof__(char *) a3) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_encoding_step)(a0, a1, a2, a3);
}

__typeof__(size_t) g_mime_encoding_flush(__typeof__(GMimeEncoding *) a0, __typeof__(const char *) a1, __typeof__(size_t) a2, __typeof__(char *) a3) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_encoding_flush)(a0, a1, a2, a3);
}

__typeof__(size_t) g_mime_encoding_base64_decode_step(__typeof__(const unsigned char *) a0, __typeof__(size_t) a1, __typeof__(unsigned char *) a2, __typeof__(int *) a3, __typeof__(guint32 *) a4) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_encoding_base64_decode_step)(a0, a1, a2, a3, a4);
}

__typeof__(size_t) g_mime_encoding_base64_encode_step(__typeof__(const unsigned char *) a0, __typeof__(size_t) a1, __typeof__(unsigned char *) a2, __typeof__(int *) a3, __typeof__(guint32 *) a4) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_encoding_base64_encode_step)(a0, a1, a2, a3, a4);
}

__typeof__(size_t) g_mime_encoding_base64_encode_close(__typeof__(const unsigned char *) a0, __typeof__(size_t) a1, __typeof__(unsigned char *) a2, __typeof__(int *) a3, __typeof__(guint32 *) a4) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_encoding_base64_encode_close)(a0, a1, a2, a3, a4);
}

__typeof__(size_t) g_mime_encoding_uudecode_step(__typeof__(const unsigned char *) a0, __typeof__(size_t) a1, __typeof__(unsigned char *) a2, __typeof__(int *) a3, __typeof__(guint32 *) a4) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_encoding_uudecode_step)(a0, a1, a2, a3, a4);
}

__typeof__(size_t) g_mime_encoding_uuencode_step(__typeof__(const unsigned char *) a0, __typeof__(size_t) a1, __typeof__(unsigned char *) a2, __typeof__(unsigned char *) a3, __typeof__(int *) a4, __typeof__(guint32 *) a5) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_encoding_uuencode_step)(a0, a1, a2, a3, a4, a5);
}

__typeof__(size_t) g_mime_encoding_uuencode_close(__typeof__(const unsigned char *) a0, __typeof__(size_t) a1, __typeof__(unsigned char *) a2, __typeof__(unsigned char *) a3, __typeof__(int *) a4, __typeof__(guint32 *) a5) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_encoding_uuencode_close)(a0, a1, a2, a3, a4, a5);
}

__typeof__(size_t) g_mime_encoding_quoted_decode_step(__typeof__(const unsigned char *) a0, __typeof__(size_t) a1, __typeof__(unsigned char *) a2, __typeof__(int *) a3, __typeof__(guint32 *) a4) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_encoding_quoted_decode_step)(a0, a1, a2, a3, a4);
}

__typeof__(size_t) g_mime_encoding_quoted_encode_step(__typeof__(const unsigned char *) a0, __typeof__(size_t) a1, __typeof__(unsigned char *) a2, __typeof__(int *) a3, __typeof__(guint32 *) a4) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_encoding_quoted_encode_step)(a0, a1, a2, a3, a4);
}

__typeof__(size_t) g_mime_encoding_quoted_encode_close(__typeof__(const unsigned char *) a0, __typeof__(size_t) a1, __typeof__(unsigned char *) a2, __typeof__(int *) a3, __typeof__(guint32 *) a4) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_encoding_quoted_encode_close)(a0, a1, a2, a3, a4);
}

__typeof__(GType) g_mime_stream_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_get_type)();
}

__typeof__(void) g_mime_stream_construct(__typeof__(GMimeStream *) a0, __typeof__(gint64) a1, __typeof__(gint64) a2) {
  HARK_LAZY(hark_lazy_gmime, g_mime_stream_construct)(a0, a1, a2);
}

__typeof__(ssize_t) g_mime_stream_read(__typeof__(GMimeStream *) a0, __typeof__(char *) a1, __typeof__(size_t) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_read)(a0, a1, a2);
}

__typeof__(ssize_t) g_mime_stream_write(__typeof__(GMimeStream *) a0, __typeof__(const char *) a1, __typeof__(size_t) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_write)(a0, a1, a2);
}

__typeof__(int) g_mime_stream_flush(__typeof__(GMimeStream *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_flush)(a0);
}

__typeof__(int) g_mime_stream_close(__typeof__(GMimeStream *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_close)(a0);
}

__typeof__(gboolean) g_mime_stream_eos(__typeof__(GMimeStream *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_eos)(a0);
}

__typeof__(int) g_mime_stream_reset(__typeof__(GMimeStream *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_reset)(a0);
}

__typeof__(gint64) g_mime_stream_seek(__typeof__(GMimeStream *) a0, __typeof__(gint64) a1, __typeof__(GMimeSeekWhence) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_seek)(a0, a1, a2);
}

__typeof__(gint64) g_mime_stream_tell(__typeof__(GMimeStream *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_tell)(a0);
}

__typeof__(gint64) g_mime_stream_length(__typeof__(GMimeStream *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_length)(a0);
}

__typeof__(GMimeStream *) g_mime_stream_substream(__typeof__(GMimeStream *) a0, __typeof__(gint64) a1, __typeof__(gint64) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_substream)(a0, a1, a2);
}

__typeof__(void) g_mime_stream_set_bounds(__typeof__(GMimeStream *) a0, __typeof__(gint64) a1, __typeof__(gint64) a2) {
  HARK_LAZY(hark_lazy_gmime, g_mime_stream_set_bounds)(a0, a1, a2);
}

__typeof__(ssize_t) g_mime_stream_write_string(__typeof__(GMimeStream *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_write_string)(a0, a1);
}

__typeof__(gint64) g_mime_stream_write_to_stream(__typeof__(GMimeStream *) a0, __typeof__(GMimeStream *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_write_to_stream)(a0, a1);
}

__typeof__(gint64) g_mime_stream_writev(__typeof__(GMimeStream *) a0, __typeof__(GMimeStreamIOVector *) a1, __typeof__(size_t) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_writev)(a0, a1, a2);
}

__typeof__(GDateTime *) g_mime_utils_header_decode_date(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_utils_header_decode_date)(a0);
}

__typeof__(char *) g_mime_utils_header_format_date(__typeof__(GDateTime *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_utils_header_format_date)(a0);
}

__typeof__(char *) g_mime_utils_generate_message_id(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_utils_generate_message_id)(a0);
}

__typeof__(char *) g_mime_utils_decode_message_id(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_utils_decode_message_id)(a0);
}

__typeof__(char *) g_mime_utils_structured_header_fold(__typeof__(GMimeParserOptions *) a0, __typeof__(GMimeFormatOptions *) a1, __typeof__(const char *) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_utils_structured_header_fold)(a0, a1, a2);
}

__typeof__(char *) g_mime_utils_unstructured_header_fold(__typeof__(GMimeParserOptions *) a0, __typeof__(GMimeFormatOptions *) a1, __typeof__(const char *) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_utils_unstructured_header_fold)(a0, a1, a2);
}

__typeof__(char *) g_mime_utils_header_unfold(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_utils_header_unfold)(a0);
}

__typeof__(char *) g_mime_utils_quote_string(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_utils_quote_string)(a0);
}

__typeof__(void) g_mime_utils_unquote_string(__typeof__(char *) a0) {
  HARK_LAZY(hark_lazy_gmime, g_mime_utils_unquote_string)(a0);
}

__typeof__(gboolean) g_mime_utils_text_is_8bit(__typeof__(const unsigned char *) a0, __typeof__(size_t) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_utils_text_is_8bit)(a0, a1);
}

__typeof__(GMimeContentEncoding) g_mime_utils_best_encoding(__typeof__(const unsigned char *) a0, __typeof__(size_t) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_utils_best_encoding)(a0, a1);
}

__typeof__(char *) g_mime_utils_decode_8bit(__typeof__(GMimeParserOptions *) a0, __typeof__(const char *) a1, __typeof__(size_t) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_utils_decode_8bit)(a0, a1, a2);
}

__typeof__(char *) g_mime_utils_header_decode_text(__typeof__(GMimeParserOptions *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_utils_header_decode_text)(a0, a1);
}

__typeof__(char *) g_mime_utils_header_encode_text(__typeof__(GMimeFormatOptions *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_utils_header_encode_text)(a0, a1, a2);
}

__typeof__(char *) g_mime_utils_header_decode_phrase(__typeof__(GMimeParserOptions *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_utils_header_decode_phrase)(a0, a1);
}

__typeof__(char *) g_mime_utils_header_encode_phrase(__typeof__(GMimeFormatOptions *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_utils_header_encode_phrase)(a0, a1, a2);
}

__typeof__(GType) g_mime_data_wrapper_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_data_wrapper_get_type)();
}

__typeof__(GMimeDataWrapper *) g_mime_data_wrapper_new(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_data_wrapper_new)();
}

__typeof__(GMimeDataWrapper *) g_mime_data_wrapper_new_with_stream(__typeof__(GMimeStream *) a0, __typeof__(GMimeContentEncoding) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_data_wrapper_new_with_stream)(a0, a1);
}

__typeof__(void) g_mime_data_wrapper_set_stream(__typeof__(GMimeDataWrapper *) a0, __typeof__(GMimeStream *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_data_wrapper_set_stream)(a0, a1);
}

__typeof__(GMimeStream *) g_mime_data_wrapper_get_stream(__typeof__(GMimeDataWrapper *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_data_wrapper_get_stream)(a0);
}

__typeof__(void) g_mime_data_wrapper_set_encoding(__typeof__(GMimeDataWrapper *) a0, __typeof__(GMimeContentEncoding) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_data_wrapper_set_encoding)(a0, a1);
}

__typeof__(GMimeContentEncoding) g_mime_data_wrapper_get_encoding(__typeof__(GMimeDataWrapper *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_data_wrapper_get_encoding)(a0);
}

__typeof__(ssize_t) g_mime_data_wrapper_write_to_stream(__typeof__(GMimeDataWrapper *) a0, __typeof__(GMimeStream *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_data_wrapper_write_to_stream)(a0, a1);
}

__typeof__(char *) g_mime_header_format_content_disposition(__typeof__(GMimeHeader *) a0, __typeof__(GMimeFormatOptions *) a1, __typeof__(const char *) a2, __typeof__(const char *) a3) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_header_format_content_disposition)(a0, a1, a2, a3);
}

__typeof__(char *) g_mime_header_format_content_type(__typeof__(GMimeHeader *) a0, __typeof__(GMimeFormatOptions *) a1, __typeof__(const char *) a2, __typeof__(const char *) a3) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_header_format_content_type)(a0, a1, a2, a3);
}

__typeof__(char *) g_mime_header_format_message_id(__typeof__(GMimeHeader *) a0, __typeof__(GMimeFormatOptions *) a1, __typeof__(const char *) a2, __typeof__(const char *) a3) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_header_format_message_id)(a0, a1, a2, a3);
}

__typeof__(char *) g_mime_header_format_references(__typeof__(GMimeHeader *) a0, __typeof__(GMimeFormatOptions *) a1, __typeof__(const char *) a2, __typeof__(const char *) a3) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_header_format_references)(a0, a1, a2, a3);
}

__typeof__(char *) g_mime_header_format_addrlist(__typeof__(GMimeHeader *) a0, __typeof__(GMimeFormatOptions *) a1, __typeof__(const char *) a2, __typeof__(const char *) a3) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_header_format_addrlist)(a0, a1, a2, a3);
}

__typeof__(char *) g_mime_header_format_received(__typeof__(GMimeHeader *) a0, __typeof__(GMimeFormatOptions *) a1, __typeof__(const char *) a2, __typeof__(const char *) a3) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_header_format_received)(a0, a1, a2, a3);
}

__typeof__(char *) g_mime_header_format_default(__typeof__(GMimeHeader *) a0, __typeof__(GMimeFormatOptions *) a1, __typeof__(const char *) a2, __typeof__(const char *) a3) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_header_format_default)(a0, a1, a2, a3);
}

__typeof__(GType) g_mime_header_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_header_get_type)();
}

__typeof__(const char *) g_mime_header_get_name(__typeof__(GMimeHeader *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_header_get_name)(a0);
}

__typeof__(const char *) g_mime_header_get_raw_name(__typeof__(GMimeHeader *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_header_get_raw_name)(a0);
}

__typeof__(const char *) g_mime_header_get_value(__typeof__(GMimeHeader *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_header_get_value)(a0);
}

__typeof__(void) g_mime_header_set_value(__typeof__(GMimeHeader *) a0, __typeof__(GMimeFormatOptions *) a1, __typeof__(const char *) a2, __typeof__(const char *) a3) {
  HARK_LAZY(hark_lazy_gmime, g_mime_header_set_value)(a0, a1, a2, a3);
}

__typeof__(const char *) g_mime_header_get_raw_value(__typeof__(GMimeHeader *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_header_get_raw_value)(a0);
}

__typeof__(void) g_mime_header_set_raw_value(__typeof__(GMimeHeader *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_header_set_raw_value)(a0, a1);
}

__typeof__(gint64) g_mime_header_get_offset(__typeof__(GMimeHeader *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_header_get_offset)(a0);
}

__typeof__(ssize_t) g_mime_header_write_to_stream(__typeof__(GMimeHeader *) a0, __typeof__(GMimeFormatOptions *) a1, __typeof__(GMimeStream *) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_header_write_to_stream)(a0, a1, a2);
}

__typeof__(GType) g_mime_header_list_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_header_list_get_type)();
}

__typeof__(GMimeHeaderList *) g_mime_header_list_new(__typeof__(GMimeParserOptions *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_header_list_new)(a0);
}

__typeof__(void) g_mime_header_list_clear(__typeof__(GMimeHeaderList *) a0) {
  HARK_LAZY(hark_lazy_gmime, g_mime_header_list_clear)(a0);
}

__typeof__(int) g_mime_header_list_get_count(__typeof__(GMimeHeaderList *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_header_list_get_count)(a0);
}

__typeof__(gboolean) g_mime_header_list_contains(__typeof__(GMimeHeaderList *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_header_list_contains)(a0, a1);
}

__typeof__(void) g_mime_header_list_prepend(__typeof__(GMimeHeaderList *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2, __typeof__(const char *) a3) {
  HARK_LAZY(hark_lazy_gmime, g_mime_header_list_prepend)(a0, a1, a2, a3);
}

__typeof__(void) g_mime_header_list_append(__typeof__(GMimeHeaderList *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2, __typeof__(const char *) a3) {
  HARK_LAZY(hark_lazy_gmime, g_mime_header_list_append)(a0, a1, a2, a3);
}

__typeof__(void) g_mime_header_list_set(__typeof__(GMimeHeaderList *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2, __typeof__(const char *) a3) {
  HARK_LAZY(hark_lazy_gmime, g_mime_header_list_set)(a0, a1, a2, a3);
}

__typeof__(GMimeHeader *) g_mime_header_list_get_header(__typeof__(GMimeHeaderList *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_header_list_get_header)(a0, a1);
}

__typeof__(GMimeHeader *) g_mime_header_list_get_header_at(__typeof__(GMimeHeaderList *) a0, __typeof__(int) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_header_list_get_header_at)(a0, a1);
}

__typeof__(gboolean) g_mime_header_list_remove(__typeof__(GMimeHeaderList *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_header_list_remove)(a0, a1);
}

__typeof__(void) g_mime_header_list_remove_at(__typeof__(GMimeHeaderList *) a0, __typeof__(int) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_header_list_remove_at)(a0, a1);
}

__typeof__(ssize_t) g_mime_header_list_write_to_stream(__typeof__(GMimeHeaderList *) a0, __typeof__(GMimeFormatOptions *) a1, __typeof__(GMimeStream *) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_header_list_write_to_stream)(a0, a1, a2);
}

__typeof__(char *) g_mime_header_list_to_string(__typeof__(GMimeHeaderList *) a0, __typeof__(GMimeFormatOptions *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_header_list_to_string)(a0, a1);
}

__typeof__(GType) internet_address_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, internet_address_get_type)();
}

__typeof__(void) internet_address_set_name(__typeof__(InternetAddress *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, internet_address_set_name)(a0, a1);
}

__typeof__(const char *) internet_address_get_name(__typeof__(InternetAddress *) a0) {
  return HARK_LAZY(hark_lazy_gmime, internet_address_get_name)(a0);
}

__typeof__(void) internet_address_set_charset(__typeof__(InternetAddress *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, internet_address_set_charset)(a0, a1);
}

__typeof__(const char *) internet_address_get_charset(__typeof__(InternetAddress *) a0) {
  return HARK_LAZY(hark_lazy_gmime, internet_address_get_charset)(a0);
}

__typeof__(char *) internet_address_to_string(__typeof__(InternetAddress *) a0, __typeof__(GMimeFormatOptions *) a1, __typeof__(gboolean) a2) {
  return HARK_LAZY(hark_lazy_gmime, internet_address_to_string)(a0, a1, a2);
}

__typeof__(GType) internet_address_mailbox_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, internet_address_mailbox_get_type)();
}

__typeof__(InternetAddress *) internet_address_mailbox_new(__typeof__(const char *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_gmime, internet_address_mailbox_new)(a0, a1);
}

__typeof__(void) internet_address_mailbox_set_addr(__typeof__(InternetAddressMailbox *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, internet_address_mailbox_set_addr)(a0, a1);
}

__typeof__(const char *) internet_address_mailbox_get_addr(__typeof__(InternetAddressMailbox *) a0) {
  return HARK_LAZY(hark_lazy_gmime, internet_address_mailbox_get_addr)(a0);
}

__typeof__(const char *) internet_address_mailbox_get_idn_addr(__typeof__(InternetAddressMailbox *) a0) {
  return HARK_LAZY(hark_lazy_gmime, internet_address_mailbox_get_idn_addr)(a0);
}

__typeof__(GType) internet_address_group_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, internet_address_group_get_type)();
}

__typeof__(InternetAddress *) internet_address_group_new(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_gmime, internet_address_group_new)(a0);
}

__typeof__(void) internet_address_group_set_members(__typeof__(InternetAddressGroup *) a0, __typeof__(InternetAddressList *) a1) {
  HARK_LAZY(hark_lazy_gmime, internet_address_group_set_members)(a0, a1);
}

__typeof__(InternetAddressList *) internet_address_group_get_members(__typeof__(InternetAddressGroup *) a0) {
  return HARK_LAZY(hark_lazy_gmime, internet_address_group_get_members)(a0);
}

__typeof__(int) internet_address_group_add_member(__typeof__(InternetAddressGroup *) a0, __typeof__(InternetAddress *) a1) {
  return HARK_LAZY(hark_lazy_gmime, internet_address_group_add_member)(a0, a1);
}

__typeof__(GType) internet_address_list_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, internet_address_list_get_type)();
}

__typeof__(InternetAddressList *) internet_address_list_new(void) {
  return HARK_LAZY(hark_lazy_gmime, internet_address_list_new)();
}

__typeof__(int) internet_address_list_length(__typeof__(InternetAddressList *) a0) {
  return HARK_LAZY(hark_lazy_gmime, internet_address_list_length)(a0);
}

__typeof__(void) internet_address_list_clear(__typeof__(InternetAddressList *) a0) {
  HARK_LAZY(hark_lazy_gmime, internet_address_list_clear)(a0);
}

__typeof__(int) internet_address_list_add(__typeof__(InternetAddressList *) a0, __typeof__(InternetAddress *) a1) {
  return HARK_LAZY(hark_lazy_gmime, internet_address_list_add)(a0, a1);
}

__typeof__(void) internet_address_list_prepend(__typeof__(InternetAddressList *) a0, __typeof__(InternetAddressList *) a1) {
  HARK_LAZY(hark_lazy_gmime, internet_address_list_prepend)(a0, a1);
}

__typeof__(void) internet_address_list_append(__typeof__(InternetAddressList *) a0, __typeof__(InternetAddressList *) a1) {
  HARK_LAZY(hark_lazy_gmime, internet_address_list_append)(a0, a1);
}

__typeof__(void) internet_address_list_insert(__typeof__(InternetAddressList *) a0, __typeof__(int) a1, __typeof__(InternetAddress *) a2) {
  HARK_LAZY(hark_lazy_gmime, internet_address_list_insert)(a0, a1, a2);
}

__typeof__(gboolean) internet_address_list_remove(__typeof__(InternetAddressList *) a0, __typeof__(InternetAddress *) a1) {
  return HARK_LAZY(hark_lazy_gmime, internet_address_list_remove)(a0, a1);
}

__typeof__(gboolean) internet_address_list_remove_at(__typeof__(InternetAddressList *) a0, __typeof__(int) a1) {
  return HARK_LAZY(hark_lazy_gmime, internet_address_list_remove_at)(a0, a1);
}

__typeof__(gboolean) internet_address_list_contains(__typeof__(InternetAddressList *) a0, __typeof__(InternetAddress *) a1) {
  return HARK_LAZY(hark_lazy_gmime, internet_address_list_contains)(a0, a1);
}

__typeof__(int) internet_address_list_index_of(__typeof__(InternetAddressList *) a0, __typeof__(InternetAddress *) a1) {
  return HARK_LAZY(hark_lazy_gmime, internet_address_list_index_of)(a0, a1);
}

__typeof__(InternetAddress *) internet_address_list_get_address(__typeof__(InternetAddressList *) a0, __typeof__(int) a1) {
  return HARK_LAZY(hark_lazy_gmime, internet_address_list_get_address)(a0, a1);
}

__typeof__(void) internet_address_list_set_address(__typeof__(InternetAddressList *) a0, __typeof__(int) a1, __typeof__(InternetAddress *) a2) {
  HARK_LAZY(hark_lazy_gmime, internet_address_list_set_address)(a0, a1, a2);
}

__typeof__(char *) internet_address_list_to_string(__typeof__(InternetAddressList *) a0, __typeof__(GMimeFormatOptions *) a1, __typeof__(gboolean) a2) {
  return HARK_LAZY(hark_lazy_gmime, internet_address_list_to_string)(a0, a1, a2);
}

__typeof__(void) internet_address_list_encode(__typeof__(InternetAddressList *) a0, __typeof__(GMimeFormatOptions *) a1, __typeof__(GString *) a2) {
  HARK_LAZY(hark_lazy_gmime, internet_address_list_encode)(a0, a1, a2);
}

__typeof__(InternetAddressList *) internet_address_list_parse(__typeof__(GMimeParserOptions *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_gmime, internet_address_list_parse)(a0, a1);
}

__typeof__(GType) g_mime_autocrypt_header_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_autocrypt_header_get_type)();
}

__typeof__(GMimeAutocryptHeader *) g_mime_autocrypt_header_new(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_autocrypt_header_new)();
}

__typeof__(GMimeAutocryptHeader *) g_mime_autocrypt_header_new_from_string(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_autocrypt_header_new_from_string)(a0);
}

__typeof__(void) g_mime_autocrypt_header_set_address(__typeof__(GMimeAutocryptHeader *) a0, __typeof__(InternetAddressMailbox *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_autocrypt_header_set_address)(a0, a1);
}

__typeof__(InternetAddressMailbox *) g_mime_autocrypt_header_get_address(__typeof__(GMimeAutocryptHeader *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_autocrypt_header_get_address)(a0);
}

__typeof__(void) g_mime_autocrypt_header_set_address_from_string(__typeof__(GMimeAutocryptHeader *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_autocrypt_header_set_address_from_string)(a0, a1);
}

__typeof__(const char *) g_mime_autocrypt_header_get_address_as_string(__typeof__(GMimeAutocryptHeader *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_autocrypt_header_get_address_as_string)(a0);
}

__typeof__(void) g_mime_autocrypt_header_set_prefer_encrypt(__typeof__(GMimeAutocryptHeader *) a0, __typeof__(GMimeAutocryptPreferEncrypt) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_autocrypt_header_set_prefer_encrypt)(a0, a1);
}

__typeof__(GMimeAutocryptPreferEncrypt) g_mime_autocrypt_header_get_prefer_encrypt(__typeof__(GMimeAutocryptHeader *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_autocrypt_header_get_prefer_encrypt)(a0);
}

__typeof__(void) g_mime_autocrypt_header_set_keydata(__typeof__(GMimeAutocryptHeader *) a0, __typeof__(GBytes *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_autocrypt_header_set_keydata)(a0, a1);
}

__typeof__(GBytes *) g_mime_autocrypt_header_get_keydata(__typeof__(GMimeAutocryptHeader *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_autocrypt_header_get_keydata)(a0);
}

__typeof__(void) g_mime_autocrypt_header_set_effective_date(__typeof__(GMimeAutocryptHeader *) a0, __typeof__(GDateTime *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_autocrypt_header_set_effective_date)(a0, a1);
}

__typeof__(GDateTime *) g_mime_autocrypt_header_get_effective_date(__typeof__(GMimeAutocryptHeader *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_autocrypt_header_get_effective_date)(a0);
}

__typeof__(char *) g_mime_autocrypt_header_to_string(__typeof__(GMimeAutocryptHeader *) a0, __typeof__(gboolean) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_autocrypt_header_to_string)(a0, a1);
}

__typeof__(gboolean) g_mime_autocrypt_header_is_complete(__typeof__(GMimeAutocryptHeader *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_autocrypt_header_is_complete)(a0);
}

__typeof__(int) g_mime_autocrypt_header_compare(__typeof__(GMimeAutocryptHeader *) a0, __typeof__(GMimeAutocryptHeader *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_autocrypt_header_compare)(a0, a1);
}

__typeof__(void) g_mime_autocrypt_header_clone(__typeof__(GMimeAutocryptHeader *) a0, __typeof__(GMimeAutocryptHeader *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_autocrypt_header_clone)(a0, a1);
}

__typeof__(GType) g_mime_autocrypt_header_list_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_autocrypt_header_list_get_type)();
}

__typeof__(GMimeAutocryptHeaderList *) g_mime_autocrypt_header_list_new(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_autocrypt_header_list_new)();
}

__typeof__(guint) g_mime_autocrypt_header_list_add_missing_addresses(__typeof__(GMimeAutocryptHeaderList *) a0, __typeof__(InternetAddressList *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_autocrypt_header_list_add_missing_addresses)(a0, a1);
}

__typeof__(void) g_mime_autocrypt_header_list_add(__typeof__(GMimeAutocryptHeaderList *) a0, __typeof__(GMimeAutocryptHeader *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_autocrypt_header_list_add)(a0, a1);
}

__typeof__(guint) g_mime_autocrypt_header_list_get_count(__typeof__(GMimeAutocryptHeaderList *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_autocrypt_header_list_get_count)(a0);
}

__typeof__(GMimeAutocryptHeader *) g_mime_autocrypt_header_list_get_header_at(__typeof__(GMimeAutocryptHeaderList *) a0, __typeof__(guint) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_autocrypt_header_list_get_header_at)(a0, a1);
}

__typeof__(GMimeAutocryptHeader *) g_mime_autocrypt_header_list_get_header_for_address(__typeof__(GMimeAutocryptHeaderList *) a0, __typeof__(InternetAddressMailbox *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_autocrypt_header_list_get_header_for_address)(a0, a1);
}

__typeof__(void) g_mime_autocrypt_header_list_remove_incomplete(__typeof__(GMimeAutocryptHeaderList *) a0) {
  HARK_LAZY(hark_lazy_gmime, g_mime_autocrypt_header_list_remove_incomplete)(a0);
}

__typeof__(GType) g_mime_object_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_object_get_type)();
}

__typeof__(void) g_mime_object_register_type(__typeof__(const char *) a0, __typeof__(const char *) a1, __typeof__(GType) a2) {
  HARK_LAZY(hark_lazy_gmime, g_mime_object_register_type)(a0, a1, a2);
}

__typeof__(GMimeObject *) g_mime_object_new(__typeof__(GMimeParserOptions *) a0, __typeof__(GMimeContentType *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_object_new)(a0, a1);
}

__typeof__(GMimeObject *) g_mime_object_new_type(__typeof__(GMimeParserOptions *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_object_new_type)(a0, a1, a2);
}

__typeof__(void) g_mime_object_set_content_type(__typeof__(GMimeObject *) a0, __typeof__(GMimeContentType *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_object_set_content_type)(a0, a1);
}

__typeof__(GMimeContentType *) g_mime_object_get_content_type(__typeof__(GMimeObject *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_object_get_content_type)(a0);
}

__typeof__(void) g_mime_object_set_content_type_parameter(__typeof__(GMimeObject *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2) {
  HARK_LAZY(hark_lazy_gmime, g_mime_object_set_content_type_parameter)(a0, a1, a2);
}

__typeof__(const char *) g_mime_object_get_content_type_parameter(__typeof__(GMimeObject *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_object_get_content_type_parameter)(a0, a1);
}

__typeof__(void) g_mime_object_set_content_disposition(__typeof__(GMimeObject *) a0, __typeof__(GMimeContentDisposition *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_object_set_content_disposition)(a0, a1);
}

__typeof__(GMimeContentDisposition *) g_mime_object_get_content_disposition(__typeof__(GMimeObject *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_object_get_content_disposition)(a0);
}

__typeof__(void) g_mime_object_set_disposition(__typeof__(GMimeObject *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_object_set_disposition)(a0, a1);
}

__typeof__(const char *) g_mime_object_get_disposition(__typeof__(GMimeObject *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_object_get_disposition)(a0);
}

__typeof__(void) g_mime_object_set_content_disposition_parameter(__typeof__(GMimeObject *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2) {
  HARK_LAZY(hark_lazy_gmime, g_mime_object_set_content_disposition_parameter)(a0, a1, a2);
}

__typeof__(const char *) g_mime_object_get_content_disposition_parameter(__typeof__(GMimeObject *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_object_get_content_disposition_parameter)(a0, a1);
}

__typeof__(void) g_mime_object_set_content_id(__typeof__(GMimeObject *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_object_set_content_id)(a0, a1);
}

__typeof__(const char *) g_mime_object_get_content_id(__typeof__(GMimeObject *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_object_get_content_id)(a0);
}

__typeof__(void) g_mime_object_prepend_header(__typeof__(GMimeObject *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2, __typeof__(const char *) a3) {
  HARK_LAZY(hark_lazy_gmime, g_mime_object_prepend_header)(a0, a1, a2, a3);
}

__typeof__(void) g_mime_object_append_header(__typeof__(GMimeObject *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2, __typeof__(const char *) a3) {
  HARK_LAZY(hark_lazy_gmime, g_mime_object_append_header)(a0, a1, a2, a3);
}

__typeof__(void) g_mime_object_set_header(__typeof__(GMimeObject *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2, __typeof__(const char *) a3) {
  HARK_LAZY(hark_lazy_gmime, g_mime_object_set_header)(a0, a1, a2, a3);
}

__typeof__(const char *) g_mime_object_get_header(__typeof__(GMimeObject *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_object_get_header)(a0, a1);
}

__typeof__(gboolean) g_mime_object_remove_header(__typeof__(GMimeObject *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_object_remove_header)(a0, a1);
}

__typeof__(GMimeHeaderList *) g_mime_object_get_header_list(__typeof__(GMimeObject *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_object_get_header_list)(a0);
}

__typeof__(char *) g_mime_object_get_headers(__typeof__(GMimeObject *) a0, __typeof__(GMimeFormatOptions *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_object_get_headers)(a0, a1);
}

__typeof__(ssize_t) g_mime_object_write_to_stream(__typeof__(GMimeObject *) a0, __typeof__(GMimeFormatOptions *) a1, __typeof__(GMimeStream *) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_object_write_to_stream)(a0, a1, a2);
}

__typeof__(ssize_t) g_mime_object_write_content_to_stream(__typeof__(GMimeObject *) a0, __typeof__(GMimeFormatOptions *) a1, __typeof__(GMimeStream *) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_object_write_content_to_stream)(a0, a1, a2);
}

__typeof__(char *) g_mime_object_to_string(__typeof__(GMimeObject *) a0, __typeof__(GMimeFormatOptions *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_object_to_string)(a0, a1);
}

__typeof__(void) g_mime_object_encode(__typeof__(GMimeObject *) a0, __typeof__(GMimeEncodingConstraint) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_object_encode)(a0, a1);
}

__typeof__(GType) g_mime_filter_best_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_best_get_type)();
}

__typeof__(GMimeFilter *) g_mime_filter_best_new(__typeof__(GMimeFilterBestFlags) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_best_new)(a0);
}

__typeof__(const char *) g_mime_filter_best_charset(__typeof__(GMimeFilterBest *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_best_charset)(a0);
}

__typeof__(GMimeContentEncoding) g_mime_filter_best_encoding(__typeof__(GMimeFilterBest *) a0, __typeof__(GMimeEncodingConstraint) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_best_encoding)(a0, a1);
}

__typeof__(GType) g_mime_filter_openpgp_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_openpgp_get_type)();
}

__typeof__(GMimeFilter *) g_mime_filter_openpgp_new(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_openpgp_new)();
}

__typeof__(GMimeOpenPGPData) g_mime_filter_openpgp_get_data_type(__typeof__(GMimeFilterOpenPGP *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_openpgp_get_data_type)(a0);
}

__typeof__(gint64) g_mime_filter_openpgp_get_begin_offset(__typeof__(GMimeFilterOpenPGP *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_openpgp_get_begin_offset)(a0);
}

__typeof__(gint64) g_mime_filter_openpgp_get_end_offset(__typeof__(GMimeFilterOpenPGP *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_openpgp_get_end_offset)(a0);
}

__typeof__(GType) g_mime_certificate_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_certificate_get_type)();
}

__typeof__(GMimeCertificate *) g_mime_certificate_new(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_certificate_new)();
}

__typeof__(void) g_mime_certificate_set_trust(__typeof__(GMimeCertificate *) a0, __typeof__(GMimeTrust) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_certificate_set_trust)(a0, a1);
}

__typeof__(GMimeTrust) g_mime_certificate_get_trust(__typeof__(GMimeCertificate *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_certificate_get_trust)(a0);
}

__typeof__(void) g_mime_certificate_set_pubkey_algo(__typeof__(GMimeCertificate *) a0, __typeof__(GMimePubKeyAlgo) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_certificate_set_pubkey_algo)(a0, a1);
}

__typeof__(GMimePubKeyAlgo) g_mime_certificate_get_pubkey_algo(__typeof__(GMimeCertificate *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_certificate_get_pubkey_algo)(a0);
}

__typeof__(void) g_mime_certificate_set_digest_algo(__typeof__(GMimeCertificate *) a0, __typeof__(GMimeDigestAlgo) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_certificate_set_digest_algo)(a0, a1);
}

__typeof__(GMimeDigestAlgo) g_mime_certificate_get_digest_algo(__typeof__(GMimeCertificate *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_certificate_get_digest_algo)(a0);
}

__typeof__(void) g_mime_certificate_set_issuer_serial(__typeof__(GMimeCertificate *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_certificate_set_issuer_serial)(a0, a1);
}

__typeof__(const char *) g_mime_certificate_get_issuer_serial(__typeof__(GMimeCertificate *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_certificate_get_issuer_serial)(a0);
}

__typeof__(void) g_mime_certificate_set_issuer_name(__typeof__(GMimeCertificate *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_certificate_set_issuer_name)(a0, a1);
}

__typeof__(const char *) g_mime_certificate_get_issuer_name(__typeof__(GMimeCertificate *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_certificate_get_issuer_name)(a0);
}

__typeof__(void) g_mime_certificate_set_fingerprint(__typeof__(GMimeCertificate *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_certificate_set_fingerprint)(a0, a1);
}

__typeof__(const char *) g_mime_certificate_get_fingerprint(__typeof__(GMimeCertificate *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_certificate_get_fingerprint)(a0);
}

__typeof__(void) g_mime_certificate_set_key_id(__typeof__(GMimeCertificate *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_certificate_set_key_id)(a0, a1);
}

__typeof__(const char *) g_mime_certificate_get_key_id(__typeof__(GMimeCertificate *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_certificate_get_key_id)(a0);
}

__typeof__(void) g_mime_certificate_set_email(__typeof__(GMimeCertificate *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_certificate_set_email)(a0, a1);
}

__typeof__(const char *) g_mime_certificate_get_email(__typeof__(GMimeCertificate *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_certificate_get_email)(a0);
}

__typeof__(void) g_mime_certificate_set_name(__typeof__(GMimeCertificate *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_certificate_set_name)(a0, a1);
}

__typeof__(const char *) g_mime_certificate_get_name(__typeof__(GMimeCertificate *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_certificate_get_name)(a0);
}

__typeof__(void) g_mime_certificate_set_user_id(__typeof__(GMimeCertificate *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_certificate_set_user_id)(a0, a1);
}

__typeof__(const char *) g_mime_certificate_get_user_id(__typeof__(GMimeCertificate *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_certificate_get_user_id)(a0);
}

__typeof__(void) g_mime_certificate_set_id_validity(__typeof__(GMimeCertificate *) a0, __typeof__(GMimeValidity) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_certificate_set_id_validity)(a0, a1);
}

__typeof__(GMimeValidity) g_mime_certificate_get_id_validity(__typeof__(GMimeCertificate *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_certificate_get_id_validity)(a0);
}

__typeof__(void) g_mime_certificate_set_created(__typeof__(GMimeCertificate *) a0, __typeof__(time_t) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_certificate_set_created)(a0, a1);
}

__typeof__(time_t) g_mime_certificate_get_created(__typeof__(GMimeCertificate *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_certificate_get_created)(a0);
}

__typeof__(gint64) g_mime_certificate_get_created64(__typeof__(GMimeCertificate *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_certificate_get_created64)(a0);
}

__typeof__(void) g_mime_certificate_set_expires(__typeof__(GMimeCertificate *) a0, __typeof__(time_t) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_certificate_set_expires)(a0, a1);
}

__typeof__(time_t) g_mime_certificate_get_expires(__typeof__(GMimeCertificate *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_certificate_get_expires)(a0);
}

__typeof__(gint64) g_mime_certificate_get_expires64(__typeof__(GMimeCertificate *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_certificate_get_expires64)(a0);
}

__typeof__(GType) g_mime_certificate_list_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_certificate_list_get_type)();
}

__typeof__(GMimeCertificateList *) g_mime_certificate_list_new(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_certificate_list_new)();
}

__typeof__(int) g_mime_certificate_list_length(__typeof__(GMimeCertificateList *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_certificate_list_length)(a0);
}

__typeof__(void) g_mime_certificate_list_clear(__typeof__(GMimeCertificateList *) a0) {
  HARK_LAZY(hark_lazy_gmime, g_mime_certificate_list_clear)(a0);
}

__typeof__(int) g_mime_certificate_list_add(__typeof__(GMimeCertificateList *) a0, __typeof__(GMimeCertificate *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_certificate_list_add)(a0, a1);
}

__typeof__(void) g_mime_certificate_list_insert(__typeof__(GMimeCertificateList *) a0, __typeof__(int) a1, __typeof__(GMimeCertificate *) a2) {
  HARK_LAZY(hark_lazy_gmime, g_mime_certificate_list_insert)(a0, a1, a2);
}

__typeof__(gboolean) g_mime_certificate_list_remove(__typeof__(GMimeCertificateList *) a0, __typeof__(GMimeCertificate *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_certificate_list_remove)(a0, a1);
}

__typeof__(gboolean) g_mime_certificate_list_remove_at(__typeof__(GMimeCertificateList *) a0, __typeof__(int) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_certificate_list_remove_at)(a0, a1);
}

__typeof__(gboolean) g_mime_certificate_list_contains(__typeof__(GMimeCertificateList *) a0, __typeof__(GMimeCertificate *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_certificate_list_contains)(a0, a1);
}

__typeof__(int) g_mime_certificate_list_index_of(__typeof__(GMimeCertificateList *) a0, __typeof__(GMimeCertificate *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_certificate_list_index_of)(a0, a1);
}

__typeof__(GMimeCertificate *) g_mime_certificate_list_get_certificate(__typeof__(GMimeCertificateList *) a0, __typeof__(int) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_certificate_list_get_certificate)(a0, a1);
}

__typeof__(void) g_mime_certificate_list_set_certificate(__typeof__(GMimeCertificateList *) a0, __typeof__(int) a1, __typeof__(GMimeCertificate *) a2) {
  HARK_LAZY(hark_lazy_gmime, g_mime_certificate_list_set_certificate)(a0, a1, a2);
}

__typeof__(GType) g_mime_signature_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_signature_get_type)();
}

__typeof__(GMimeSignature *) g_mime_signature_new(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_signature_new)();
}

__typeof__(void) g_mime_signature_set_certificate(__typeof__(GMimeSignature *) a0, __typeof__(GMimeCertificate *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_signature_set_certificate)(a0, a1);
}

__typeof__(GMimeCertificate *) g_mime_signature_get_certificate(__typeof__(GMimeSignature *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_signature_get_certificate)(a0);
}

__typeof__(void) g_mime_signature_set_status(__typeof__(GMimeSignature *) a0, __typeof__(GMimeSignatureStatus) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_signature_set_status)(a0, a1);
}

__typeof__(GMimeSignatureStatus) g_mime_signature_get_status(__typeof__(GMimeSignature *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_signature_get_status)(a0);
}

__typeof__(void) g_mime_signature_set_created(__typeof__(GMimeSignature *) a0, __typeof__(time_t) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_signature_set_created)(a0, a1);
}

__typeof__(time_t) g_mime_signature_get_created(__typeof__(GMimeSignature *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_signature_get_created)(a0);
}

__typeof__(gint64) g_mime_signature_get_created64(__typeof__(GMimeSignature *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_signature_get_created64)(a0);
}

__typeof__(void) g_mime_signature_set_expires(__typeof__(GMimeSignature *) a0, __typeof__(time_t) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_signature_set_expires)(a0, a1);
}

__typeof__(time_t) g_mime_signature_get_expires(__typeof__(GMimeSignature *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_signature_get_expires)(a0);
}

__typeof__(gint64) g_mime_signature_get_expires64(__typeof__(GMimeSignature *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_signature_get_expires64)(a0);
}

__typeof__(GType) g_mime_signature_list_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_signature_list_get_type)();
}

__typeof__(GMimeSignatureList *) g_mime_signature_list_new(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_signature_list_new)();
}

__typeof__(int) g_mime_signature_list_length(__typeof__(GMimeSignatureList *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_signature_list_length)(a0);
}

__typeof__(void) g_mime_signature_list_clear(__typeof__(GMimeSignatureList *) a0) {
  HARK_LAZY(hark_lazy_gmime, g_mime_signature_list_clear)(a0);
}

__typeof__(int) g_mime_signature_list_add(__typeof__(GMimeSignatureList *) a0, __typeof__(GMimeSignature *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_signature_list_add)(a0, a1);
}

__typeof__(void) g_mime_signature_list_insert(__typeof__(GMimeSignatureList *) a0, __typeof__(int) a1, __typeof__(GMimeSignature *) a2) {
  HARK_LAZY(hark_lazy_gmime, g_mime_signature_list_insert)(a0, a1, a2);
}

__typeof__(gboolean) g_mime_signature_list_remove(__typeof__(GMimeSignatureList *) a0, __typeof__(GMimeSignature *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_signature_list_remove)(a0, a1);
}

__typeof__(gboolean) g_mime_signature_list_remove_at(__typeof__(GMimeSignatureList *) a0, __typeof__(int) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_signature_list_remove_at)(a0, a1);
}

__typeof__(gboolean) g_mime_signature_list_contains(__typeof__(GMimeSignatureList *) a0, __typeof__(GMimeSignature *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_signature_list_contains)(a0, a1);
}

__typeof__(int) g_mime_signature_list_index_of(__typeof__(GMimeSignatureList *) a0, __typeof__(GMimeSignature *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_signature_list_index_of)(a0, a1);
}

__typeof__(GMimeSignature *) g_mime_signature_list_get_signature(__typeof__(GMimeSignatureList *) a0, __typeof__(int) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_signature_list_get_signature)(a0, a1);
}

__typeof__(void) g_mime_signature_list_set_signature(__typeof__(GMimeSignatureList *) a0, __typeof__(int) a1, __typeof__(GMimeSignature *) a2) {
  HARK_LAZY(hark_lazy_gmime, g_mime_signature_list_set_signature)(a0, a1, a2);
}

__typeof__(GType) g_mime_crypto_context_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_crypto_context_get_type)();
}

__typeof__(void) g_mime_crypto_context_register(__typeof__(const char *) a0, __typeof__(GMimeCryptoContextNewFunc) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_crypto_context_register)(a0, a1);
}

__typeof__(GMimeCryptoContext *) g_mime_crypto_context_new(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_crypto_context_new)(a0);
}

__typeof__(void) g_mime_crypto_context_set_request_password(__typeof__(GMimeCryptoContext *) a0, __typeof__(GMimePasswordRequestFunc) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_crypto_context_set_request_password)(a0, a1);
}

__typeof__(GMimeDigestAlgo) g_mime_crypto_context_digest_id(__typeof__(GMimeCryptoContext *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_crypto_context_digest_id)(a0, a1);
}

__typeof__(const char *) g_mime_crypto_context_digest_name(__typeof__(GMimeCryptoContext *) a0, __typeof__(GMimeDigestAlgo) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_crypto_context_digest_name)(a0, a1);
}

__typeof__(const char *) g_mime_crypto_context_get_signature_protocol(__typeof__(GMimeCryptoContext *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_crypto_context_get_signature_protocol)(a0);
}

__typeof__(const char *) g_mime_crypto_context_get_encryption_protocol(__typeof__(GMimeCryptoContext *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_crypto_context_get_encryption_protocol)(a0);
}

__typeof__(const char *) g_mime_crypto_context_get_key_exchange_protocol(__typeof__(GMimeCryptoContext *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_crypto_context_get_key_exchange_protocol)(a0);
}

__typeof__(int) g_mime_crypto_context_sign(__typeof__(GMimeCryptoContext *) a0, __typeof__(gboolean) a1, __typeof__(const char *) a2, __typeof__(GMimeStream *) a3, __typeof__(GMimeStream *) a4, __typeof__(GError **) a5) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_crypto_context_sign)(a0, a1, a2, a3, a4, a5);
}

__typeof__(GMimeSignatureList *) g_mime_crypto_context_verify(__typeof__(GMimeCryptoContext *) a0, __typeof__(GMimeVerifyFlags) a1, __typeof__(GMimeStream *) a2, __typeof__(GMimeStream *) a3, __typeof__(GMimeStream *) a4, __typeof__(GError **) a5) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_crypto_context_verify)(a0, a1, a2, a3, a4, a5);
}

__typeof__(int) g_mime_crypto_context_encrypt(__typeof__(GMimeCryptoContext *) a0, __typeof__(gboolean) a1, __typeof__(const char *) a2, __typeof__(GMimeEncryptFlags) a3, __typeof__(GPtrArray *) a4, __typeof__(GMimeStream *) a5, __typeof__(GMimeStream *) a6, __typeof__(GError **) a7) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_crypto_context_encrypt)(a0, a1, a2, a3, a4, a5, a6, a7);
}

__typeof__(GMimeDecryptResult *) g_mime_crypto_context_decrypt(__typeof__(GMimeCryptoContext *) a0, __typeof__(GMimeDecryptFlags) a1, __typeof__(const char *) a2, __typeof__(GMimeStream *) a3, __typeof__(GMimeStream *) a4, __typeof__(GError **) a5) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_crypto_context_decrypt)(a0, a1, a2, a3, a4, a5);
}

__typeof__(int) g_mime_crypto_context_import_keys(__typeof__(GMimeCryptoContext *) a0, __typeof__(GMimeStream *) a1, __typeof__(GError **) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_crypto_context_import_keys)(a0, a1, a2);
}

__typeof__(int) g_mime_crypto_context_export_keys(__typeof__(GMimeCryptoContext *) a0, __typeof__(const char **) a1, __typeof__(GMimeStream *) a2, __typeof__(GError **) a3) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_crypto_context_export_keys)(a0, a1, a2, a3);
}

__typeof__(GType) g_mime_decrypt_result_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_decrypt_result_get_type)();
}

__typeof__(GMimeDecryptResult *) g_mime_decrypt_result_new(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_decrypt_result_new)();
}

__typeof__(void) g_mime_decrypt_result_set_recipients(__typeof__(GMimeDecryptResult *) a0, __typeof__(GMimeCertificateList *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_decrypt_result_set_recipients)(a0, a1);
}

__typeof__(GMimeCertificateList *) g_mime_decrypt_result_get_recipients(__typeof__(GMimeDecryptResult *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_decrypt_result_get_recipients)(a0);
}

__typeof__(void) g_mime_decrypt_result_set_signatures(__typeof__(GMimeDecryptResult *) a0, __typeof__(GMimeSignatureList *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_decrypt_result_set_signatures)(a0, a1);
}

__typeof__(GMimeSignatureList *) g_mime_decrypt_result_get_signatures(__typeof__(GMimeDecryptResult *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_decrypt_result_get_signatures)(a0);
}

__typeof__(void) g_mime_decrypt_result_set_cipher(__typeof__(GMimeDecryptResult *) a0, __typeof__(GMimeCipherAlgo) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_decrypt_result_set_cipher)(a0, a1);
}

__typeof__(GMimeCipherAlgo) g_mime_decrypt_result_get_cipher(__typeof__(GMimeDecryptResult *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_decrypt_result_get_cipher)(a0);
}

__typeof__(void) g_mime_decrypt_result_set_mdc(__typeof__(GMimeDecryptResult *) a0, __typeof__(GMimeDigestAlgo) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_decrypt_result_set_mdc)(a0, a1);
}

__typeof__(GMimeDigestAlgo) g_mime_decrypt_result_get_mdc(__typeof__(GMimeDecryptResult *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_decrypt_result_get_mdc)(a0);
}

__typeof__(void) g_mime_decrypt_result_set_session_key(__typeof__(GMimeDecryptResult *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_decrypt_result_set_session_key)(a0, a1);
}

__typeof__(const char *) g_mime_decrypt_result_get_session_key(__typeof__(GMimeDecryptResult *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_decrypt_result_get_session_key)(a0);
}

__typeof__(GType) g_mime_part_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_get_type)();
}

__typeof__(GMimePart *) g_mime_part_new(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_new)();
}

__typeof__(GMimePart *) g_mime_part_new_with_type(__typeof__(const char *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_new_with_type)(a0, a1);
}

__typeof__(void) g_mime_part_set_content_description(__typeof__(GMimePart *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_part_set_content_description)(a0, a1);
}

__typeof__(const char *) g_mime_part_get_content_description(__typeof__(GMimePart *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_get_content_description)(a0);
}

__typeof__(void) g_mime_part_set_content_id(__typeof__(GMimePart *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_part_set_content_id)(a0, a1);
}

__typeof__(const char *) g_mime_part_get_content_id(__typeof__(GMimePart *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_get_content_id)(a0);
}

__typeof__(void) g_mime_part_set_content_md5(__typeof__(GMimePart *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_part_set_content_md5)(a0, a1);
}

__typeof__(gboolean) g_mime_part_verify_content_md5(__typeof__(GMimePart *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_verify_content_md5)(a0);
}

__typeof__(const char *) g_mime_part_get_content_md5(__typeof__(GMimePart *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_get_content_md5)(a0);
}

__typeof__(void) g_mime_part_set_content_location(__typeof__(GMimePart *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_part_set_content_location)(a0, a1);
}

__typeof__(const char *) g_mime_part_get_content_location(__typeof__(GMimePart *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_get_content_location)(a0);
}

__typeof__(void) g_mime_part_set_content_encoding(__typeof__(GMimePart *) a0, __typeof__(GMimeContentEncoding) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_part_set_content_encoding)(a0, a1);
}

__typeof__(GMimeContentEncoding) g_mime_part_get_content_encoding(__typeof__(GMimePart *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_get_content_encoding)(a0);
}

__typeof__(GMimeContentEncoding) g_mime_part_get_best_content_encoding(__typeof__(GMimePart *) a0, __typeof__(GMimeEncodingConstraint) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_get_best_content_encoding)(a0, a1);
}

__typeof__(gboolean) g_mime_part_is_attachment(__typeof__(GMimePart *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_is_attachment)(a0);
}

__typeof__(void) g_mime_part_set_filename(__typeof__(GMimePart *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_part_set_filename)(a0, a1);
}

__typeof__(const char *) g_mime_part_get_filename(__typeof__(GMimePart *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_get_filename)(a0);
}

__typeof__(void) g_mime_part_set_content(__typeof__(GMimePart *) a0, __typeof__(GMimeDataWrapper *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_part_set_content)(a0, a1);
}

__typeof__(GMimeDataWrapper *) g_mime_part_get_content(__typeof__(GMimePart *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_get_content)(a0);
}

__typeof__(void) g_mime_part_set_openpgp_data(__typeof__(GMimePart *) a0, __typeof__(GMimeOpenPGPData) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_part_set_openpgp_data)(a0, a1);
}

__typeof__(GMimeOpenPGPData) g_mime_part_get_openpgp_data(__typeof__(GMimePart *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_get_openpgp_data)(a0);
}

__typeof__(gboolean) g_mime_part_openpgp_encrypt(__typeof__(GMimePart *) a0, __typeof__(gboolean) a1, __typeof__(const char *) a2, __typeof__(GMimeEncryptFlags) a3, __typeof__(GPtrArray *) a4, __typeof__(GError **) a5) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_openpgp_encrypt)(a0, a1, a2, a3, a4, a5);
}

__typeof__(GMimeDecryptResult *) g_mime_part_openpgp_decrypt(__typeof__(GMimePart *) a0, __typeof__(GMimeDecryptFlags) a1, __typeof__(const char *) a2, __typeof__(GError **) a3) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_openpgp_decrypt)(a0, a1, a2, a3);
}

__typeof__(gboolean) g_mime_part_openpgp_sign(__typeof__(GMimePart *) a0, __typeof__(const char *) a1, __typeof__(GError **) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_openpgp_sign)(a0, a1, a2);
}

__typeof__(GMimeSignatureList *) g_mime_part_openpgp_verify(__typeof__(GMimePart *) a0, __typeof__(GMimeVerifyFlags) a1, __typeof__(GError **) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_openpgp_verify)(a0, a1, a2);
}

__typeof__(GType) g_mime_text_part_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_text_part_get_type)();
}

__typeof__(GMimeTextPart *) g_mime_text_part_new(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_text_part_new)();
}

__typeof__(GMimeTextPart *) g_mime_text_part_new_with_subtype(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_text_part_new_with_subtype)(a0);
}

__typeof__(void) g_mime_text_part_set_charset(__typeof__(GMimeTextPart *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_text_part_set_charset)(a0, a1);
}

__typeof__(const char *) g_mime_text_part_get_charset(__typeof__(GMimeTextPart *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_text_part_get_charset)(a0);
}

__typeof__(void) g_mime_text_part_set_text(__typeof__(GMimeTextPart *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_text_part_set_text)(a0, a1);
}

__typeof__(char *) g_mime_text_part_get_text(__typeof__(GMimeTextPart *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_text_part_get_text)(a0);
}

__typeof__(GType) g_mime_part_iter_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_iter_get_type)();
}

__typeof__(GMimePartIter *) g_mime_part_iter_new(__typeof__(GMimeObject *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_iter_new)(a0);
}

__typeof__(void) g_mime_part_iter_free(__typeof__(GMimePartIter *) a0) {
  HARK_LAZY(hark_lazy_gmime, g_mime_part_iter_free)(a0);
}

__typeof__(GMimePartIter *) g_mime_part_iter_clone(__typeof__(GMimePartIter *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_iter_clone)(a0);
}

__typeof__(void) g_mime_part_iter_reset(__typeof__(GMimePartIter *) a0) {
  HARK_LAZY(hark_lazy_gmime, g_mime_part_iter_reset)(a0);
}

__typeof__(gboolean) g_mime_part_iter_jump_to(__typeof__(GMimePartIter *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_iter_jump_to)(a0, a1);
}

__typeof__(gboolean) g_mime_part_iter_is_valid(__typeof__(GMimePartIter *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_iter_is_valid)(a0);
}

__typeof__(gboolean) g_mime_part_iter_next(__typeof__(GMimePartIter *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_iter_next)(a0);
}

__typeof__(gboolean) g_mime_part_iter_prev(__typeof__(GMimePartIter *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_iter_prev)(a0);
}

__typeof__(GMimeObject *) g_mime_part_iter_get_toplevel(__typeof__(GMimePartIter *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_iter_get_toplevel)(a0);
}

__typeof__(GMimeObject *) g_mime_part_iter_get_current(__typeof__(GMimePartIter *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_iter_get_current)(a0);
}

__typeof__(GMimeObject *) g_mime_part_iter_get_parent(__typeof__(GMimePartIter *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_iter_get_parent)(a0);
}

__typeof__(char *) g_mime_part_iter_get_path(__typeof__(GMimePartIter *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_iter_get_path)(a0);
}

__typeof__(gboolean) g_mime_part_iter_replace(__typeof__(GMimePartIter *) a0, __typeof__(GMimeObject *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_iter_replace)(a0, a1);
}

__typeof__(gboolean) g_mime_part_iter_remove(__typeof__(GMimePartIter *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_part_iter_remove)(a0);
}

__typeof__(GType) g_mime_pkcs7_context_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_pkcs7_context_get_type)();
}

__typeof__(GMimeCryptoContext *) g_mime_pkcs7_context_new(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_pkcs7_context_new)();
}

__typeof__(GType) g_mime_application_pkcs7_mime_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_application_pkcs7_mime_get_type)();
}

__typeof__(GMimeApplicationPkcs7Mime *) g_mime_application_pkcs7_mime_new(__typeof__(GMimeSecureMimeType) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_application_pkcs7_mime_new)(a0);
}

__typeof__(GMimeSecureMimeType) g_mime_application_pkcs7_mime_get_smime_type(__typeof__(GMimeApplicationPkcs7Mime *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_application_pkcs7_mime_get_smime_type)(a0);
}

__typeof__(GMimeApplicationPkcs7Mime *) g_mime_application_pkcs7_mime_encrypt(__typeof__(GMimeObject *) a0, __typeof__(GMimeEncryptFlags) a1, __typeof__(GPtrArray *) a2, __typeof__(GError **) a3) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_application_pkcs7_mime_encrypt)(a0, a1, a2, a3);
}

__typeof__(GMimeObject *) g_mime_application_pkcs7_mime_decrypt(__typeof__(GMimeApplicationPkcs7Mime *) a0, __typeof__(GMimeDecryptFlags) a1, __typeof__(const char *) a2, __typeof__(GMimeDecryptResult **) a3, __typeof__(GError **) a4) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_application_pkcs7_mime_decrypt)(a0, a1, a2, a3, a4);
}

__typeof__(GMimeApplicationPkcs7Mime *) g_mime_application_pkcs7_mime_sign(__typeof__(GMimeObject *) a0, __typeof__(const char *) a1, __typeof__(GError **) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_application_pkcs7_mime_sign)(a0, a1, a2);
}

__typeof__(GMimeSignatureList *) g_mime_application_pkcs7_mime_verify(__typeof__(GMimeApplicationPkcs7Mime *) a0, __typeof__(GMimeVerifyFlags) a1, __typeof__(GMimeObject **) a2, __typeof__(GError **) a3) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_application_pkcs7_mime_verify)(a0, a1, a2, a3);
}

__typeof__(GType) g_mime_multipart_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_multipart_get_type)();
}

__typeof__(GMimeMultipart *) g_mime_multipart_new(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_multipart_new)();
}

__typeof__(GMimeMultipart *) g_mime_multipart_new_with_subtype(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_multipart_new_with_subtype)(a0);
}

__typeof__(void) g_mime_multipart_set_prologue(__typeof__(GMimeMultipart *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_multipart_set_prologue)(a0, a1);
}

__typeof__(const char *) g_mime_multipart_get_prologue(__typeof__(GMimeMultipart *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_multipart_get_prologue)(a0);
}

__typeof__(void) g_mime_multipart_set_epilogue(__typeof__(GMimeMultipart *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_multipart_set_epilogue)(a0, a1);
}

__typeof__(const char *) g_mime_multipart_get_epilogue(__typeof__(GMimeMultipart *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_multipart_get_epilogue)(a0);
}

__typeof__(void) g_mime_multipart_clear(__typeof__(GMimeMultipart *) a0) {
  HARK_LAZY(hark_lazy_gmime, g_mime_multipart_clear)(a0);
}

__typeof__(void) g_mime_multipart_add(__typeof__(GMimeMultipart *) a0, __typeof__(GMimeObject *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_multipart_add)(a0, a1);
}

__typeof__(void) g_mime_multipart_insert(__typeof__(GMimeMultipart *) a0, __typeof__(int) a1, __typeof__(GMimeObject *) a2) {
  HARK_LAZY(hark_lazy_gmime, g_mime_multipart_insert)(a0, a1, a2);
}

__typeof__(gboolean) g_mime_multipart_remove(__typeof__(GMimeMultipart *) a0, __typeof__(GMimeObject *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_multipart_remove)(a0, a1);
}

__typeof__(GMimeObject *) g_mime_multipart_remove_at(__typeof__(GMimeMultipart *) a0, __typeof__(int) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_multipart_remove_at)(a0, a1);
}

__typeof__(GMimeObject *) g_mime_multipart_replace(__typeof__(GMimeMultipart *) a0, __typeof__(int) a1, __typeof__(GMimeObject *) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_multipart_replace)(a0, a1, a2);
}

__typeof__(GMimeObject *) g_mime_multipart_get_part(__typeof__(GMimeMultipart *) a0, __typeof__(int) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_multipart_get_part)(a0, a1);
}

__typeof__(gboolean) g_mime_multipart_contains(__typeof__(GMimeMultipart *) a0, __typeof__(GMimeObject *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_multipart_contains)(a0, a1);
}

__typeof__(int) g_mime_multipart_index_of(__typeof__(GMimeMultipart *) a0, __typeof__(GMimeObject *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_multipart_index_of)(a0, a1);
}

__typeof__(int) g_mime_multipart_get_count(__typeof__(GMimeMultipart *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_multipart_get_count)(a0);
}

__typeof__(void) g_mime_multipart_set_boundary(__typeof__(GMimeMultipart *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_multipart_set_boundary)(a0, a1);
}

__typeof__(const char *) g_mime_multipart_get_boundary(__typeof__(GMimeMultipart *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_multipart_get_boundary)(a0);
}

__typeof__(void) g_mime_multipart_foreach(__typeof__(GMimeMultipart *) a0, __typeof__(GMimeObjectForeachFunc) a1, __typeof__(gpointer) a2) {
  HARK_LAZY(hark_lazy_gmime, g_mime_multipart_foreach)(a0, a1, a2);
}

__typeof__(GMimeObject *) g_mime_multipart_get_subpart_from_content_id(__typeof__(GMimeMultipart *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_multipart_get_subpart_from_content_id)(a0, a1);
}

__typeof__(GType) g_mime_multipart_encrypted_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_multipart_encrypted_get_type)();
}

__typeof__(GMimeMultipartEncrypted *) g_mime_multipart_encrypted_new(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_multipart_encrypted_new)();
}

__typeof__(GMimeMultipartEncrypted *) g_mime_multipart_encrypted_encrypt(__typeof__(GMimeCryptoContext *) a0, __typeof__(GMimeObject *) a1, __typeof__(gboolean) a2, __typeof__(const char *) a3, __typeof__(GMimeEncryptFlags) a4, __typeof__(GPtrArray *) a5, __typeof__(GError **) a6) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_multipart_encrypted_encrypt)(a0, a1, a2, a3, a4, a5, a6);
}

__typeof__(GMimeObject *) g_mime_multipart_encrypted_decrypt(__typeof__(GMimeMultipartEncrypted *) a0, __typeof__(GMimeDecryptFlags) a1, __typeof__(const char *) a2, __typeof__(GMimeDecryptResult **) a3, __typeof__(GError **) a4) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_multipart_encrypted_decrypt)(a0, a1, a2, a3, a4);
}

__typeof__(GType) g_mime_multipart_signed_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_multipart_signed_get_type)();
}

__typeof__(GMimeMultipartSigned *) g_mime_multipart_signed_new(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_multipart_signed_new)();
}

__typeof__(GMimeMultipartSigned *) g_mime_multipart_signed_sign(__typeof__(GMimeCryptoContext *) a0, __typeof__(GMimeObject *) a1, __typeof__(const char *) a2, __typeof__(GError **) a3) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_multipart_signed_sign)(a0, a1, a2, a3);
}

__typeof__(GMimeSignatureList *) g_mime_multipart_signed_verify(__typeof__(GMimeMultipartSigned *) a0, __typeof__(GMimeVerifyFlags) a1, __typeof__(GError **) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_multipart_signed_verify)(a0, a1, a2);
}

__typeof__(GType) g_mime_message_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_message_get_type)();
}

__typeof__(GMimeMessage *) g_mime_message_new(__typeof__(gboolean) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_message_new)(a0);
}

__typeof__(InternetAddressList *) g_mime_message_get_from(__typeof__(GMimeMessage *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_message_get_from)(a0);
}

__typeof__(InternetAddressList *) g_mime_message_get_sender(__typeof__(GMimeMessage *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_message_get_sender)(a0);
}

__typeof__(InternetAddressList *) g_mime_message_get_reply_to(__typeof__(GMimeMessage *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_message_get_reply_to)(a0);
}

__typeof__(InternetAddressList *) g_mime_message_get_to(__typeof__(GMimeMessage *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_message_get_to)(a0);
}

__typeof__(InternetAddressList *) g_mime_message_get_cc(__typeof__(GMimeMessage *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_message_get_cc)(a0);
}

__typeof__(InternetAddressList *) g_mime_message_get_bcc(__typeof__(GMimeMessage *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_message_get_bcc)(a0);
}

__typeof__(void) g_mime_message_add_mailbox(__typeof__(GMimeMessage *) a0, __typeof__(GMimeAddressType) a1, __typeof__(const char *) a2, __typeof__(const char *) a3) {
  HARK_LAZY(hark_lazy_gmime, g_mime_message_add_mailbox)(a0, a1, a2, a3);
}

__typeof__(InternetAddressList *) g_mime_message_get_addresses(__typeof__(GMimeMessage *) a0, __typeof__(GMimeAddressType) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_message_get_addresses)(a0, a1);
}

__typeof__(InternetAddressList *) g_mime_message_get_all_recipients(__typeof__(GMimeMessage *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_message_get_all_recipients)(a0);
}

__typeof__(void) g_mime_message_set_subject(__typeof__(GMimeMessage *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2) {
  HARK_LAZY(hark_lazy_gmime, g_mime_message_set_subject)(a0, a1, a2);
}

__typeof__(const char *) g_mime_message_get_subject(__typeof__(GMimeMessage *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_message_get_subject)(a0);
}

__typeof__(void) g_mime_message_set_date(__typeof__(GMimeMessage *) a0, __typeof__(GDateTime *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_message_set_date)(a0, a1);
}

__typeof__(GDateTime *) g_mime_message_get_date(__typeof__(GMimeMessage *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_message_get_date)(a0);
}

__typeof__(void) g_mime_message_set_message_id(__typeof__(GMimeMessage *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_message_set_message_id)(a0, a1);
}

__typeof__(const char *) g_mime_message_get_message_id(__typeof__(GMimeMessage *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_message_get_message_id)(a0);
}

__typeof__(GMimeObject *) g_mime_message_get_mime_part(__typeof__(GMimeMessage *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_message_get_mime_part)(a0);
}

__typeof__(void) g_mime_message_set_mime_part(__typeof__(GMimeMessage *) a0, __typeof__(GMimeObject *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_message_set_mime_part)(a0, a1);
}

__typeof__(GMimeAutocryptHeader *) g_mime_message_get_autocrypt_header(__typeof__(GMimeMessage *) a0, __typeof__(GDateTime *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_message_get_autocrypt_header)(a0, a1);
}

__typeof__(GMimeAutocryptHeaderList *) g_mime_message_get_autocrypt_gossip_headers(__typeof__(GMimeMessage *) a0, __typeof__(GDateTime *) a1, __typeof__(GMimeDecryptFlags) a2, __typeof__(const char *) a3, __typeof__(GError **) a4) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_message_get_autocrypt_gossip_headers)(a0, a1, a2, a3, a4);
}

__typeof__(GMimeAutocryptHeaderList *) g_mime_message_get_autocrypt_gossip_headers_from_inner_part(__typeof__(GMimeMessage *) a0, __typeof__(GDateTime *) a1, __typeof__(GMimeObject *) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_message_get_autocrypt_gossip_headers_from_inner_part)(a0, a1, a2);
}

__typeof__(void) g_mime_message_foreach(__typeof__(GMimeMessage *) a0, __typeof__(GMimeObjectForeachFunc) a1, __typeof__(gpointer) a2) {
  HARK_LAZY(hark_lazy_gmime, g_mime_message_foreach)(a0, a1, a2);
}

__typeof__(GMimeObject *) g_mime_message_get_body(__typeof__(GMimeMessage *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_message_get_body)(a0);
}

__typeof__(GType) g_mime_message_part_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_message_part_get_type)();
}

__typeof__(GMimeMessagePart *) g_mime_message_part_new(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_message_part_new)(a0);
}

__typeof__(GMimeMessagePart *) g_mime_message_part_new_with_message(__typeof__(const char *) a0, __typeof__(GMimeMessage *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_message_part_new_with_message)(a0, a1);
}

__typeof__(void) g_mime_message_part_set_message(__typeof__(GMimeMessagePart *) a0, __typeof__(GMimeMessage *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_message_part_set_message)(a0, a1);
}

__typeof__(GMimeMessage *) g_mime_message_part_get_message(__typeof__(GMimeMessagePart *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_message_part_get_message)(a0);
}

__typeof__(GType) g_mime_message_partial_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_message_partial_get_type)();
}

__typeof__(GMimeMessagePartial *) g_mime_message_partial_new(__typeof__(const char *) a0, __typeof__(int) a1, __typeof__(int) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_message_partial_new)(a0, a1, a2);
}

__typeof__(const char *) g_mime_message_partial_get_id(__typeof__(GMimeMessagePartial *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_message_partial_get_id)(a0);
}

__typeof__(int) g_mime_message_partial_get_number(__typeof__(GMimeMessagePartial *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_message_partial_get_number)(a0);
}

__typeof__(int) g_mime_message_partial_get_total(__typeof__(GMimeMessagePartial *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_message_partial_get_total)(a0);
}

__typeof__(GMimeMessage *) g_mime_message_partial_reconstruct_message(__typeof__(GMimeMessagePartial **) a0, __typeof__(size_t) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_message_partial_reconstruct_message)(a0, a1);
}

__typeof__(GMimeMessage **) g_mime_message_partial_split_message(__typeof__(GMimeMessage *) a0, __typeof__(size_t) a1, __typeof__(size_t *) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_message_partial_split_message)(a0, a1, a2);
}

__typeof__(GType) g_mime_parser_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_parser_get_type)();
}

__typeof__(GMimeParser *) g_mime_parser_new(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_parser_new)();
}

__typeof__(GMimeParser *) g_mime_parser_new_with_stream(__typeof__(GMimeStream *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_parser_new_with_stream)(a0);
}

__typeof__(void) g_mime_parser_init_with_stream(__typeof__(GMimeParser *) a0, __typeof__(GMimeStream *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_parser_init_with_stream)(a0, a1);
}

__typeof__(gboolean) g_mime_parser_get_persist_stream(__typeof__(GMimeParser *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_parser_get_persist_stream)(a0);
}

__typeof__(void) g_mime_parser_set_persist_stream(__typeof__(GMimeParser *) a0, __typeof__(gboolean) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_parser_set_persist_stream)(a0, a1);
}

__typeof__(GMimeFormat) g_mime_parser_get_format(__typeof__(GMimeParser *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_parser_get_format)(a0);
}

__typeof__(void) g_mime_parser_set_format(__typeof__(GMimeParser *) a0, __typeof__(GMimeFormat) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_parser_set_format)(a0, a1);
}

__typeof__(gboolean) g_mime_parser_get_respect_content_length(__typeof__(GMimeParser *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_parser_get_respect_content_length)(a0);
}

__typeof__(void) g_mime_parser_set_respect_content_length(__typeof__(GMimeParser *) a0, __typeof__(gboolean) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_parser_set_respect_content_length)(a0, a1);
}

__typeof__(void) g_mime_parser_set_header_regex(__typeof__(GMimeParser *) a0, __typeof__(const char *) a1, __typeof__(GMimeParserHeaderRegexFunc) a2, __typeof__(gpointer) a3) {
  HARK_LAZY(hark_lazy_gmime, g_mime_parser_set_header_regex)(a0, a1, a2, a3);
}

__typeof__(GMimeObject *) g_mime_parser_construct_part(__typeof__(GMimeParser *) a0, __typeof__(GMimeParserOptions *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_parser_construct_part)(a0, a1);
}

__typeof__(GMimeMessage *) g_mime_parser_construct_message(__typeof__(GMimeParser *) a0, __typeof__(GMimeParserOptions *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_parser_construct_message)(a0, a1);
}

__typeof__(gint64) g_mime_parser_tell(__typeof__(GMimeParser *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_parser_tell)(a0);
}

__typeof__(gboolean) g_mime_parser_eos(__typeof__(GMimeParser *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_parser_eos)(a0);
}

__typeof__(char *) g_mime_parser_get_mbox_marker(__typeof__(GMimeParser *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_parser_get_mbox_marker)(a0);
}

__typeof__(gint64) g_mime_parser_get_mbox_marker_offset(__typeof__(GMimeParser *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_parser_get_mbox_marker_offset)(a0);
}

__typeof__(gint64) g_mime_parser_get_headers_begin(__typeof__(GMimeParser *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_parser_get_headers_begin)(a0);
}

__typeof__(gint64) g_mime_parser_get_headers_end(__typeof__(GMimeParser *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_parser_get_headers_end)(a0);
}

__typeof__(GType) g_mime_references_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_references_get_type)();
}

__typeof__(GMimeReferences *) g_mime_references_new(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_references_new)();
}

__typeof__(void) g_mime_references_free(__typeof__(GMimeReferences *) a0) {
  HARK_LAZY(hark_lazy_gmime, g_mime_references_free)(a0);
}

__typeof__(GMimeReferences *) g_mime_references_parse(__typeof__(GMimeParserOptions *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_references_parse)(a0, a1);
}

__typeof__(GMimeReferences *) g_mime_references_copy(__typeof__(GMimeReferences *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_references_copy)(a0);
}

__typeof__(int) g_mime_references_length(__typeof__(GMimeReferences *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_references_length)(a0);
}

__typeof__(void) g_mime_references_append(__typeof__(GMimeReferences *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_references_append)(a0, a1);
}

__typeof__(void) g_mime_references_clear(__typeof__(GMimeReferences *) a0) {
  HARK_LAZY(hark_lazy_gmime, g_mime_references_clear)(a0);
}

__typeof__(const char *) g_mime_references_get_message_id(__typeof__(GMimeReferences *) a0, __typeof__(int) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_references_get_message_id)(a0, a1);
}

__typeof__(void) g_mime_references_set_message_id(__typeof__(GMimeReferences *) a0, __typeof__(int) a1, __typeof__(const char *) a2) {
  HARK_LAZY(hark_lazy_gmime, g_mime_references_set_message_id)(a0, a1, a2);
}

__typeof__(GType) g_mime_stream_buffer_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_buffer_get_type)();
}

__typeof__(GMimeStream *) g_mime_stream_buffer_new(__typeof__(GMimeStream *) a0, __typeof__(GMimeStreamBufferMode) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_buffer_new)(a0, a1);
}

__typeof__(ssize_t) g_mime_stream_buffer_gets(__typeof__(GMimeStream *) a0, __typeof__(char *) a1, __typeof__(size_t) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_buffer_gets)(a0, a1, a2);
}

__typeof__(void) g_mime_stream_buffer_readln(__typeof__(GMimeStream *) a0, __typeof__(GByteArray *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_stream_buffer_readln)(a0, a1);
}

__typeof__(GType) g_mime_stream_cat_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_cat_get_type)();
}

__typeof__(GMimeStream *) g_mime_stream_cat_new(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_cat_new)();
}

__typeof__(int) g_mime_stream_cat_add_source(__typeof__(GMimeStreamCat *) a0, __typeof__(GMimeStream *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_cat_add_source)(a0, a1);
}

__typeof__(GType) g_mime_stream_file_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_file_get_type)();
}

__typeof__(GMimeStream *) g_mime_stream_file_new(__typeof__(FILE *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_file_new)(a0);
}

__typeof__(GMimeStream *) g_mime_stream_file_new_with_bounds(__typeof__(FILE *) a0, __typeof__(gint64) a1, __typeof__(gint64) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_file_new_with_bounds)(a0, a1, a2);
}

__typeof__(GMimeStream *) g_mime_stream_file_open(__typeof__(const char *) a0, __typeof__(const char *) a1, __typeof__(GError **) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_file_open)(a0, a1, a2);
}

__typeof__(gboolean) g_mime_stream_file_get_owner(__typeof__(GMimeStreamFile *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_file_get_owner)(a0);
}

__typeof__(void) g_mime_stream_file_set_owner(__typeof__(GMimeStreamFile *) a0, __typeof__(gboolean) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_stream_file_set_owner)(a0, a1);
}

__typeof__(GType) g_mime_stream_filter_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_filter_get_type)();
}

__typeof__(GMimeStream *) g_mime_stream_filter_new(__typeof__(GMimeStream *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_filter_new)(a0);
}

__typeof__(int) g_mime_stream_filter_add(__typeof__(GMimeStreamFilter *) a0, __typeof__(GMimeFilter *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_filter_add)(a0, a1);
}

__typeof__(void) g_mime_stream_filter_remove(__typeof__(GMimeStreamFilter *) a0, __typeof__(int) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_stream_filter_remove)(a0, a1);
}

__typeof__(void) g_mime_stream_filter_set_owner(__typeof__(GMimeStreamFilter *) a0, __typeof__(gboolean) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_stream_filter_set_owner)(a0, a1);
}

__typeof__(gboolean) g_mime_stream_filter_get_owner(__typeof__(GMimeStreamFilter *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_filter_get_owner)(a0);
}

__typeof__(GType) g_mime_stream_fs_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_fs_get_type)();
}

__typeof__(GMimeStream *) g_mime_stream_fs_new(__typeof__(int) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_fs_new)(a0);
}

__typeof__(GMimeStream *) g_mime_stream_fs_new_with_bounds(__typeof__(int) a0, __typeof__(gint64) a1, __typeof__(gint64) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_fs_new_with_bounds)(a0, a1, a2);
}

__typeof__(GMimeStream *) g_mime_stream_fs_open(__typeof__(const char *) a0, __typeof__(int) a1, __typeof__(int) a2, __typeof__(GError **) a3) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_fs_open)(a0, a1, a2, a3);
}

__typeof__(gboolean) g_mime_stream_fs_get_owner(__typeof__(GMimeStreamFs *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_fs_get_owner)(a0);
}

__typeof__(void) g_mime_stream_fs_set_owner(__typeof__(GMimeStreamFs *) a0, __typeof__(gboolean) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_stream_fs_set_owner)(a0, a1);
}

__typeof__(GType) g_mime_stream_gio_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_gio_get_type)();
}

__typeof__(GMimeStream *) g_mime_stream_gio_new(__typeof__(GFile *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_gio_new)(a0);
}

__typeof__(GMimeStream *) g_mime_stream_gio_new_with_bounds(__typeof__(GFile *) a0, __typeof__(gint64) a1, __typeof__(gint64) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_gio_new_with_bounds)(a0, a1, a2);
}

__typeof__(gboolean) g_mime_stream_gio_get_owner(__typeof__(GMimeStreamGIO *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_gio_get_owner)(a0);
}

__typeof__(void) g_mime_stream_gio_set_owner(__typeof__(GMimeStreamGIO *) a0, __typeof__(gboolean) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_stream_gio_set_owner)(a0, a1);
}

__typeof__(GType) g_mime_stream_mem_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_mem_get_type)();
}

__typeof__(GMimeStream *) g_mime_stream_mem_new(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_mem_new)();
}

__typeof__(GMimeStream *) g_mime_stream_mem_new_with_byte_array(__typeof__(GByteArray *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_mem_new_with_byte_array)(a0);
}

__typeof__(GMimeStream *) g_mime_stream_mem_new_with_buffer(__typeof__(const char *) a0, __typeof__(size_t) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_mem_new_with_buffer)(a0, a1);
}

__typeof__(GByteArray *) g_mime_stream_mem_get_byte_array(__typeof__(GMimeStreamMem *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_mem_get_byte_array)(a0);
}

__typeof__(void) g_mime_stream_mem_set_byte_array(__typeof__(GMimeStreamMem *) a0, __typeof__(GByteArray *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_stream_mem_set_byte_array)(a0, a1);
}

__typeof__(gboolean) g_mime_stream_mem_get_owner(__typeof__(GMimeStreamMem *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_mem_get_owner)(a0);
}

__typeof__(void) g_mime_stream_mem_set_owner(__typeof__(GMimeStreamMem *) a0, __typeof__(gboolean) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_stream_mem_set_owner)(a0, a1);
}

__typeof__(GType) g_mime_stream_mmap_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_mmap_get_type)();
}

__typeof__(GMimeStream *) g_mime_stream_mmap_new(__typeof__(int) a0, __typeof__(int) a1, __typeof__(int) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_mmap_new)(a0, a1, a2);
}

__typeof__(GMimeStream *) g_mime_stream_mmap_new_with_bounds(__typeof__(int) a0, __typeof__(int) a1, __typeof__(int) a2, __typeof__(gint64) a3, __typeof__(gint64) a4) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_mmap_new_with_bounds)(a0, a1, a2, a3, a4);
}

__typeof__(gboolean) g_mime_stream_mmap_get_owner(__typeof__(GMimeStreamMmap *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_mmap_get_owner)(a0);
}

__typeof__(void) g_mime_stream_mmap_set_owner(__typeof__(GMimeStreamMmap *) a0, __typeof__(gboolean) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_stream_mmap_set_owner)(a0, a1);
}

__typeof__(GType) g_mime_stream_null_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_null_get_type)();
}

__typeof__(GMimeStream *) g_mime_stream_null_new(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_null_new)();
}

__typeof__(void) g_mime_stream_null_set_count_newlines(__typeof__(GMimeStreamNull *) a0, __typeof__(gboolean) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_stream_null_set_count_newlines)(a0, a1);
}

__typeof__(gboolean) g_mime_stream_null_get_count_newlines(__typeof__(GMimeStreamNull *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_null_get_count_newlines)(a0);
}

__typeof__(GType) g_mime_stream_pipe_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_pipe_get_type)();
}

__typeof__(GMimeStream *) g_mime_stream_pipe_new(__typeof__(int) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_pipe_new)(a0);
}

__typeof__(gboolean) g_mime_stream_pipe_get_owner(__typeof__(GMimeStreamPipe *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_stream_pipe_get_owner)(a0);
}

__typeof__(void) g_mime_stream_pipe_set_owner(__typeof__(GMimeStreamPipe *) a0, __typeof__(gboolean) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_stream_pipe_set_owner)(a0, a1);
}

__typeof__(GType) g_mime_filter_basic_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_basic_get_type)();
}

__typeof__(GMimeFilter *) g_mime_filter_basic_new(__typeof__(GMimeContentEncoding) a0, __typeof__(gboolean) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_basic_new)(a0, a1);
}

__typeof__(GType) g_mime_filter_charset_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_charset_get_type)();
}

__typeof__(GMimeFilter *) g_mime_filter_charset_new(__typeof__(const char *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_charset_new)(a0, a1);
}

__typeof__(GType) g_mime_filter_checksum_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_checksum_get_type)();
}

__typeof__(GMimeFilter *) g_mime_filter_checksum_new(__typeof__(GChecksumType) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_checksum_new)(a0);
}

__typeof__(size_t) g_mime_filter_checksum_get_digest(__typeof__(GMimeFilterChecksum *) a0, __typeof__(unsigned char *) a1, __typeof__(size_t) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_checksum_get_digest)(a0, a1, a2);
}

__typeof__(gchar *) g_mime_filter_checksum_get_string(__typeof__(GMimeFilterChecksum *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_checksum_get_string)(a0);
}

__typeof__(GType) g_mime_filter_dos2unix_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_dos2unix_get_type)();
}

__typeof__(GMimeFilter *) g_mime_filter_dos2unix_new(__typeof__(gboolean) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_dos2unix_new)(a0);
}

__typeof__(GType) g_mime_filter_enriched_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_enriched_get_type)();
}

__typeof__(GMimeFilter *) g_mime_filter_enriched_new(__typeof__(guint32) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_enriched_new)(a0);
}

__typeof__(GType) g_mime_filter_from_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_from_get_type)();
}

__typeof__(GMimeFilter *) g_mime_filter_from_new(__typeof__(GMimeFilterFromMode) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_from_new)(a0);
}

__typeof__(GType) g_mime_filter_gzip_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_gzip_get_type)();
}

__typeof__(GMimeFilter *) g_mime_filter_gzip_new(__typeof__(GMimeFilterGZipMode) a0, __typeof__(int) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_gzip_new)(a0, a1);
}

__typeof__(const char *) g_mime_filter_gzip_get_filename(__typeof__(GMimeFilterGZip *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_gzip_get_filename)(a0);
}

__typeof__(void) g_mime_filter_gzip_set_filename(__typeof__(GMimeFilterGZip *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_filter_gzip_set_filename)(a0, a1);
}

__typeof__(const char *) g_mime_filter_gzip_get_comment(__typeof__(GMimeFilterGZip *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_gzip_get_comment)(a0);
}

__typeof__(void) g_mime_filter_gzip_set_comment(__typeof__(GMimeFilterGZip *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_filter_gzip_set_comment)(a0, a1);
}

__typeof__(GType) g_mime_filter_html_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_html_get_type)();
}

__typeof__(GMimeFilter *) g_mime_filter_html_new(__typeof__(guint32) a0, __typeof__(guint32) a1) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_html_new)(a0, a1);
}

__typeof__(GType) g_mime_filter_smtp_data_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_smtp_data_get_type)();
}

__typeof__(GMimeFilter *) g_mime_filter_smtp_data_new(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_smtp_data_new)();
}

__typeof__(GType) g_mime_filter_strip_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_strip_get_type)();
}

__typeof__(GMimeFilter *) g_mime_filter_strip_new(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_strip_new)();
}

__typeof__(GType) g_mime_filter_unix2dos_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_unix2dos_get_type)();
}

__typeof__(GMimeFilter *) g_mime_filter_unix2dos_new(__typeof__(gboolean) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_unix2dos_new)(a0);
}

__typeof__(GType) g_mime_filter_windows_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_windows_get_type)();
}

__typeof__(GMimeFilter *) g_mime_filter_windows_new(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_windows_new)(a0);
}

__typeof__(gboolean) g_mime_filter_windows_is_windows_charset(__typeof__(GMimeFilterWindows *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_windows_is_windows_charset)(a0);
}

__typeof__(const char *) g_mime_filter_windows_real_charset(__typeof__(GMimeFilterWindows *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_windows_real_charset)(a0);
}

__typeof__(GType) g_mime_filter_yenc_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_yenc_get_type)();
}

__typeof__(GMimeFilter *) g_mime_filter_yenc_new(__typeof__(gboolean) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_yenc_new)(a0);
}

__typeof__(void) g_mime_filter_yenc_set_state(__typeof__(GMimeFilterYenc *) a0, __typeof__(int) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_filter_yenc_set_state)(a0, a1);
}

__typeof__(void) g_mime_filter_yenc_set_crc(__typeof__(GMimeFilterYenc *) a0, __typeof__(guint32) a1) {
  HARK_LAZY(hark_lazy_gmime, g_mime_filter_yenc_set_crc)(a0, a1);
}

__typeof__(guint32) g_mime_filter_yenc_get_pcrc(__typeof__(GMimeFilterYenc *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_yenc_get_pcrc)(a0);
}

__typeof__(guint32) g_mime_filter_yenc_get_crc(__typeof__(GMimeFilterYenc *) a0) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_filter_yenc_get_crc)(a0);
}

__typeof__(size_t) g_mime_ydecode_step(__typeof__(const unsigned char *) a0, __typeof__(size_t) a1, __typeof__(unsigned char *) a2, __typeof__(int *) a3, __typeof__(guint32 *) a4, __typeof__(guint32 *) a5) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_ydecode_step)(a0, a1, a2, a3, a4, a5);
}

__typeof__(size_t) g_mime_yencode_step(__typeof__(const unsigned char *) a0, __typeof__(size_t) a1, __typeof__(unsigned char *) a2, __typeof__(int *) a3, __typeof__(guint32 *) a4, __typeof__(guint32 *) a5) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_yencode_step)(a0, a1, a2, a3, a4, a5);
}

__typeof__(size_t) g_mime_yencode_close(__typeof__(const unsigned char *) a0, __typeof__(size_t) a1, __typeof__(unsigned char *) a2, __typeof__(int *) a3, __typeof__(guint32 *) a4, __typeof__(guint32 *) a5) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_yencode_close)(a0, a1, a2, a3, a4, a5);
}

__typeof__(GType) g_mime_gpg_context_get_type(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_gpg_context_get_type)();
}

__typeof__(GMimeCryptoContext *) g_mime_gpg_context_new(void) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_gpg_context_new)();
}

__typeof__(gboolean) g_mime_check_version(__typeof__(guint) a0, __typeof__(guint) a1, __typeof__(guint) a2) {
  return HARK_LAZY(hark_lazy_gmime, g_mime_check_version)(a0, a1, a2);
}

__typeof__(void) g_mime_init(void) {
  HARK_LAZY(hark_lazy_gmime, g_mime_init)();
}

__typeof__(void) g_mime_shutdown(void) {
  HARK_LAZY(hark_lazy_gmime, g_mime_shutdown)();
}
