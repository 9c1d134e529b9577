// Written by Scripts/dev/forwarders.py from <libexif/exif-data.h> and libexif.so.12's exported
// functions: do not edit. Not forwarded (variadic, taking a va_list, inline, or returning a
// function pointer): exif_log, exif_logv.
// clang-format off
#include "lazy.h"
#include <libexif/exif-data.h>

HARK_LAZY_LIBRARY(hark_lazy_exif, "libexif.so.12");

__typeof__(const char *) exif_byte_order_get_name(__typeof__(ExifByteOrder) a0) {
  return HARK_LAZY(hark_lazy_exif, exif_byte_order_get_name)(a0);
}

__typeof__(const char *) exif_ifd_get_name(__typeof__(ExifIfd) a0) {
  return HARK_LAZY(hark_lazy_exif, exif_ifd_get_name)(a0);
}

__typeof__(const char *) exif_format_get_name(__typeof__(ExifFormat) a0) {
  return HARK_LAZY(hark_lazy_exif, exif_format_get_name)(a0);
}

__typeof__(unsigned char) exif_format_get_size(__typeof__(ExifFormat) a0) {
  return HARK_LAZY(hark_lazy_exif, exif_format_get_size)(a0);
}

__typeof__(ExifShort) exif_get_short(__typeof__(const unsigned char *) a0, __typeof__(ExifByteOrder) a1) {
  return HARK_LAZY(hark_lazy_exif, exif_get_short)(a0, a1);
}

__typeof__(ExifSShort) exif_get_sshort(__typeof__(const unsigned char *) a0, __typeof__(ExifByteOrder) a1) {
  return HARK_LAZY(hark_lazy_exif, exif_get_sshort)(a0, a1);
}

__typeof__(ExifLong) exif_get_long(__typeof__(const unsigned char *) a0, __typeof__(ExifByteOrder) a1) {
  return HARK_LAZY(hark_lazy_exif, exif_get_long)(a0, a1);
}

__typeof__(ExifSLong) exif_get_slong(__typeof__(const unsigned char *) a0, __typeof__(ExifByteOrder) a1) {
  return HARK_LAZY(hark_lazy_exif, exif_get_slong)(a0, a1);
}

__typeof__(ExifRational) exif_get_rational(__typeof__(const unsigned char *) a0, __typeof__(ExifByteOrder) a1) {
  return HARK_LAZY(hark_lazy_exif, exif_get_rational)(a0, a1);
}

__typeof__(ExifSRational) exif_get_srational(__typeof__(const unsigned char *) a0, __typeof__(ExifByteOrder) a1) {
  return HARK_LAZY(hark_lazy_exif, exif_get_srational)(a0, a1);
}

__typeof__(void) exif_set_short(__typeof__(unsigned char *) a0, __typeof__(ExifByteOrder) a1, __typeof__(ExifShort) a2) {
  HARK_LAZY(hark_lazy_exif, exif_set_short)(a0, a1, a2);
}

__typeof__(void) exif_set_sshort(__typeof__(unsigned char *) a0, __typeof__(ExifByteOrder) a1, __typeof__(ExifSShort) a2) {
  HARK_LAZY(hark_lazy_exif, exif_set_sshort)(a0, a1, a2);
}

__typeof__(void) exif_set_long(__typeof__(unsigned char *) a0, __typeof__(ExifByteOrder) a1, __typeof__(ExifLong) a2) {
  HARK_LAZY(hark_lazy_exif, exif_set_long)(a0, a1, a2);
}

__typeof__(void) exif_set_slong(__typeof__(unsigned char *) a0, __typeof__(ExifByteOrder) a1, __typeof__(ExifSLong) a2) {
  HARK_LAZY(hark_lazy_exif, exif_set_slong)(a0, a1, a2);
}

__typeof__(void) exif_set_rational(__typeof__(unsigned char *) a0, __typeof__(ExifByteOrder) a1, __typeof__(ExifRational) a2) {
  HARK_LAZY(hark_lazy_exif, exif_set_rational)(a0, a1, a2);
}

__typeof__(void) exif_set_srational(__typeof__(unsigned char *) a0, __typeof__(ExifByteOrder) a1, __typeof__(ExifSRational) a2) {
  HARK_LAZY(hark_lazy_exif, exif_set_srational)(a0, a1, a2);
}

__typeof__(void) exif_array_set_byte_order(__typeof__(ExifFormat) a0, __typeof__(unsigned char *) a1, __typeof__(unsigned int) a2, __typeof__(ExifByteOrder) a3, __typeof__(ExifByteOrder) a4) {
  HARK_LAZY(hark_lazy_exif, exif_array_set_byte_order)(a0, a1, a2, a3, a4);
}

__typeof__(ExifMem *) exif_mem_new(__typeof__(ExifMemAllocFunc) a0, __typeof__(ExifMemReallocFunc) a1, __typeof__(ExifMemFreeFunc) a2) {
  return HARK_LAZY(hark_lazy_exif, exif_mem_new)(a0, a1, a2);
}

__typeof__(void) exif_mem_ref(__typeof__(ExifMem *) a0) {
  HARK_LAZY(hark_lazy_exif, exif_mem_ref)(a0);
}

__typeof__(void) exif_mem_unref(__typeof__(ExifMem *) a0) {
  HARK_LAZY(hark_lazy_exif, exif_mem_unref)(a0);
}

__typeof__(void *) exif_mem_alloc(__typeof__(ExifMem *) a0, __typeof__(ExifLong) a1) {
  return HARK_LAZY(hark_lazy_exif, exif_mem_alloc)(a0, a1);
}

__typeof__(void *) exif_mem_realloc(__typeof__(ExifMem *) a0, __typeof__(void *) a1, __typeof__(ExifLong) a2) {
  return HARK_LAZY(hark_lazy_exif, exif_mem_realloc)(a0, a1, a2);
}

__typeof__(void) exif_mem_free(__typeof__(ExifMem *) a0, __typeof__(void *) a1) {
  HARK_LAZY(hark_lazy_exif, exif_mem_free)(a0, a1);
}

__typeof__(ExifMem *) exif_mem_new_default(void) {
  return HARK_LAZY(hark_lazy_exif, exif_mem_new_default)();
}

__typeof__(ExifLog *) exif_log_new(void) {
  return HARK_LAZY(hark_lazy_exif, exif_log_new)();
}

__typeof__(ExifLog *) exif_log_new_mem(__typeof__(ExifMem *) a0) {
  return HARK_LAZY(hark_lazy_exif, exif_log_new_mem)(a0);
}

__typeof__(void) exif_log_ref(__typeof__(ExifLog *) a0) {
  HARK_LAZY(hark_lazy_exif, exif_log_ref)(a0);
}

__typeof__(void) exif_log_unref(__typeof__(ExifLog *) a0) {
  HARK_LAZY(hark_lazy_exif, exif_log_unref)(a0);
}

__typeof__(void) exif_log_free(__typeof__(ExifLog *) a0) {
  HARK_LAZY(hark_lazy_exif, exif_log_free)(a0);
}

__typeof__(const char *) exif_log_code_get_title(__typeof__(ExifLogCode) a0) {
  return HARK_LAZY(hark_lazy_exif, exif_log_code_get_title)(a0);
}

__typeof__(const char *) exif_log_code_get_message(__typeof__(ExifLogCode) a0) {
  return HARK_LAZY(hark_lazy_exif, exif_log_code_get_message)(a0);
}

__typeof__(void) exif_log_set_func(__typeof__(ExifLog *) a0, __typeof__(ExifLogFunc) a1, __typeof__(void *) a2) {
  HARK_LAZY(hark_lazy_exif, exif_log_set_func)(a0, a1, a2);
}

__typeof__(ExifTag) exif_tag_from_name(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_exif, exif_tag_from_name)(a0);
}

__typeof__(const char *) exif_tag_get_name_in_ifd(__typeof__(ExifTag) a0, __typeof__(ExifIfd) a1) {
  return HARK_LAZY(hark_lazy_exif, exif_tag_get_name_in_ifd)(a0, a1);
}

__typeof__(const char *) exif_tag_get_title_in_ifd(__typeof__(ExifTag) a0, __typeof__(ExifIfd) a1) {
  return HARK_LAZY(hark_lazy_exif, exif_tag_get_title_in_ifd)(a0, a1);
}

__typeof__(const char *) exif_tag_get_description_in_ifd(__typeof__(ExifTag) a0, __typeof__(ExifIfd) a1) {
  return HARK_LAZY(hark_lazy_exif, exif_tag_get_description_in_ifd)(a0, a1);
}

__typeof__(ExifSupportLevel) exif_tag_get_support_level_in_ifd(__typeof__(ExifTag) a0, __typeof__(ExifIfd) a1, __typeof__(ExifDataType) a2) {
  return HARK_LAZY(hark_lazy_exif, exif_tag_get_support_level_in_ifd)(a0, a1, a2);
}

__typeof__(const char *) exif_tag_get_name(__typeof__(ExifTag) a0) {
  return HARK_LAZY(hark_lazy_exif, exif_tag_get_name)(a0);
}

__typeof__(const char *) exif_tag_get_title(__typeof__(ExifTag) a0) {
  return HARK_LAZY(hark_lazy_exif, exif_tag_get_title)(a0);
}

__typeof__(const char *) exif_tag_get_description(__typeof__(ExifTag) a0) {
  return HARK_LAZY(hark_lazy_exif, exif_tag_get_description)(a0);
}

__typeof__(ExifTag) exif_tag_table_get_tag(__typeof__(unsigned int) a0) {
  return HARK_LAZY(hark_lazy_exif, exif_tag_table_get_tag)(a0);
}

__typeof__(const char *) exif_tag_table_get_name(__typeof__(unsigned int) a0) {
  return HARK_LAZY(hark_lazy_exif, exif_tag_table_get_name)(a0);
}

__typeof__(unsigned int) exif_tag_table_count(void) {
  return HARK_LAZY(hark_lazy_exif, exif_tag_table_count)();
}

__typeof__(ExifEntry *) exif_entry_new(void) {
  return HARK_LAZY(hark_lazy_exif, exif_entry_new)();
}

__typeof__(ExifEntry *) exif_entry_new_mem(__typeof__(ExifMem *) a0) {
  return HARK_LAZY(hark_lazy_exif, exif_entry_new_mem)(a0);
}

__typeof__(void) exif_entry_ref(__typeof__(ExifEntry *) a0) {
  HARK_LAZY(hark_lazy_exif, exif_entry_ref)(a0);
}

__typeof__(void) exif_entry_unref(__typeof__(ExifEntry *) a0) {
  HARK_LAZY(hark_lazy_exif, exif_entry_unref)(a0);
}

__typeof__(void) exif_entry_free(__typeof__(ExifEntry *) a0) {
  HARK_LAZY(hark_lazy_exif, exif_entry_free)(a0);
}

__typeof__(void) exif_entry_initialize(__typeof__(ExifEntry *) a0, __typeof__(ExifTag) a1) {
  HARK_LAZY(hark_lazy_exif, exif_entry_initialize)(a0, a1);
}

__typeof__(void) exif_entry_fix(__typeof__(ExifEntry *) a0) {
  HARK_LAZY(hark_lazy_exif, exif_entry_fix)(a0);
}

__typeof__(const char *) exif_entry_get_value(__typeof__(ExifEntry *) a0, __typeof__(char *) a1, __typeof__(unsigned int) a2) {
  return HARK_LAZY(hark_lazy_exif, exif_entry_get_value)(a0, a1, a2);
}

__typeof__(void) exif_entry_dump(__typeof__(ExifEntry *) a0, __typeof__(unsigned int) a1) {
  HARK_LAZY(hark_lazy_exif, exif_entry_dump)(a0, a1);
}

__typeof__(ExifContent *) exif_content_new(void) {
  return HARK_LAZY(hark_lazy_exif, exif_content_new)();
}

__typeof__(ExifContent *) exif_content_new_mem(__typeof__(ExifMem *) a0) {
  return HARK_LAZY(hark_lazy_exif, exif_content_new_mem)(a0);
}

__typeof__(void) exif_content_ref(__typeof__(ExifContent *) a0) {
  HARK_LAZY(hark_lazy_exif, exif_content_ref)(a0);
}

__typeof__(void) exif_content_unref(__typeof__(ExifContent *) a0) {
  HARK_LAZY(hark_lazy_exif, exif_content_unref)(a0);
}

__typeof__(void) exif_content_free(__typeof__(ExifContent *) a0) {
  HARK_LAZY(hark_lazy_exif, exif_content_free)(a0);
}

__typeof__(void) exif_content_add_entry(__typeof__(ExifContent *) a0, __typeof__(ExifEntry *) a1) {
  HARK_LAZY(hark_lazy_exif, exif_content_add_entry)(a0, a1);
}

__typeof__(void) exif_content_remove_entry(__typeof__(ExifContent *) a0, __typeof__(ExifEntry *) a1) {
  HARK_LAZY(hark_lazy_exif, exif_content_remove_entry)(a0, a1);
}

__typeof__(ExifEntry *) exif_content_get_entry(__typeof__(ExifContent *) a0, __typeof__(ExifTag) a1) {
  return HARK_LAZY(hark_lazy_exif, exif_content_get_entry)(a0, a1);
}

__typeof__(void) exif_content_fix(__typeof__(ExifContent *) a0) {
  HARK_LAZY(hark_lazy_exif, exif_content_fix)(a0);
}

__typeof__(void) exif_content_foreach_entry(__typeof__(ExifContent *) a0, __typeof__(ExifContentForeachEntryFunc) a1, __typeof__(void *) a2) {
  HARK_LAZY(hark_lazy_exif, exif_content_foreach_entry)(a0, a1, a2);
}

__typeof__(ExifIfd) exif_content_get_ifd(__typeof__(ExifContent *) a0) {
  return HARK_LAZY(hark_lazy_exif, exif_content_get_ifd)(a0);
}

__typeof__(void) exif_content_dump(__typeof__(ExifContent *) a0, __typeof__(unsigned int) a1) {
  HARK_LAZY(hark_lazy_exif, exif_content_dump)(a0, a1);
}

__typeof__(void) exif_content_log(__typeof__(ExifContent *) a0, __typeof__(ExifLog *) a1) {
  HARK_LAZY(hark_lazy_exif, exif_content_log)(a0, a1);
}

__typeof__(void) exif_mnote_data_ref(__typeof__(ExifMnoteData *) a0) {
  HARK_LAZY(hark_lazy_exif, exif_mnote_data_ref)(a0);
}

__typeof__(void) exif_mnote_data_unref(__typeof__(ExifMnoteData *) a0) {
  HARK_LAZY(hark_lazy_exif, exif_mnote_data_unref)(a0);
}

__typeof__(void) exif_mnote_data_load(__typeof__(ExifMnoteData *) a0, __typeof__(const unsigned char *) a1, __typeof__(unsigned int) a2) {
  HARK_LAZY(hark_lazy_exif, exif_mnote_data_load)(a0, a1, a2);
}

__typeof__(void) exif_mnote_data_save(__typeof__(ExifMnoteData *) a0, __typeof__(unsigned char **) a1, __typeof__(unsigned int *) a2) {
  HARK_LAZY(hark_lazy_exif, exif_mnote_data_save)(a0, a1, a2);
}

__typeof__(unsigned int) exif_mnote_data_count(__typeof__(ExifMnoteData *) a0) {
  return HARK_LAZY(hark_lazy_exif, exif_mnote_data_count)(a0);
}

__typeof__(unsigned int) exif_mnote_data_get_id(__typeof__(ExifMnoteData *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_exif, exif_mnote_data_get_id)(a0, a1);
}

__typeof__(const char *) exif_mnote_data_get_name(__typeof__(ExifMnoteData *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_exif, exif_mnote_data_get_name)(a0, a1);
}

__typeof__(const char *) exif_mnote_data_get_title(__typeof__(ExifMnoteData *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_exif, exif_mnote_data_get_title)(a0, a1);
}

__typeof__(const char *) exif_mnote_data_get_description(__typeof__(ExifMnoteData *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_exif, exif_mnote_data_get_description)(a0, a1);
}

__typeof__(char *) exif_mnote_data_get_value(__typeof__(ExifMnoteData *) a0, __typeof__(unsigned int) a1, __typeof__(char *) a2, __typeof__(unsigned int) a3) {
  return HARK_LAZY(hark_lazy_exif, exif_mnote_data_get_value)(a0, a1, a2, a3);
}

__typeof__(void) exif_mnote_data_log(__typeof__(ExifMnoteData *) a0, __typeof__(ExifLog *) a1) {
  HARK_LAZY(hark_lazy_exif, exif_mnote_data_log)(a0, a1);
}

__typeof__(ExifData *) exif_data_new(void) {
  return HARK_LAZY(hark_lazy_exif, exif_data_new)();
}

__typeof__(ExifData *) exif_data_new_mem(__typeof__(ExifMem *) a0) {
  return HARK_LAZY(hark_lazy_exif, exif_data_new_mem)(a0);
}

__typeof__(ExifData *) exif_data_new_from_file(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_exif, exif_data_new_from_file)(a0);
}

__typeof__(ExifData *) exif_data_new_from_data(__typeof__(const unsigned char *) a0, __typeof__(unsigned int) a1) {
  return HARK_LAZY(hark_lazy_exif, exif_data_new_from_data)(a0, a1);
}

__typeof__(void) exif_data_load_data(__typeof__(ExifData *) a0, __typeof__(const unsigned char *) a1, __typeof__(unsigned int) a2) {
  HARK_LAZY(hark_lazy_exif, exif_data_load_data)(a0, a1, a2);
}

__typeof__(void) exif_data_save_data(__typeof__(ExifData *) a0, __typeof__(unsigned char **) a1, __typeof__(unsigned int *) a2) {
  HARK_LAZY(hark_lazy_exif, exif_data_save_data)(a0, a1, a2);
}

__typeof__(void) exif_data_ref(__typeof__(ExifData *) a0) {
  HARK_LAZY(hark_lazy_exif, exif_data_ref)(a0);
}

__typeof__(void) exif_data_unref(__typeof__(ExifData *) a0) {
  HARK_LAZY(hark_lazy_exif, exif_data_unref)(a0);
}

__typeof__(void) exif_data_free(__typeof__(ExifData *) a0) {
  HARK_LAZY(hark_lazy_exif, exif_data_free)(a0);
}

__typeof__(ExifByteOrder) exif_data_get_byte_order(__typeof__(ExifData *) a0) {
  return HARK_LAZY(hark_lazy_exif, exif_data_get_byte_order)(a0);
}

__typeof__(void) exif_data_set_byte_order(__typeof__(ExifData *) a0, __typeof__(ExifByteOrder) a1) {
  HARK_LAZY(hark_lazy_exif, exif_data_set_byte_order)(a0, a1);
}

__typeof__(ExifMnoteData *) exif_data_get_mnote_data(__typeof__(ExifData *) a0) {
  return HARK_LAZY(hark_lazy_exif, exif_data_get_mnote_data)(a0);
}

__typeof__(void) exif_data_fix(__typeof__(ExifData *) a0) {
  HARK_LAZY(hark_lazy_exif, exif_data_fix)(a0);
}

__typeof__(void) exif_data_foreach_content(__typeof__(ExifData *) a0, __typeof__(ExifDataForeachContentFunc) a1, __typeof__(void *) a2) {
  HARK_LAZY(hark_lazy_exif, exif_data_foreach_content)(a0, a1, a2);
}

__typeof__(const char *) exif_data_option_get_name(__typeof__(ExifDataOption) a0) {
  return HARK_LAZY(hark_lazy_exif, exif_data_option_get_name)(a0);
}

__typeof__(const char *) exif_data_option_get_description(__typeof__(ExifDataOption) a0) {
  return HARK_LAZY(hark_lazy_exif, exif_data_option_get_description)(a0);
}

__typeof__(void) exif_data_set_option(__typeof__(ExifData *) a0, __typeof__(ExifDataOption) a1) {
  HARK_LAZY(hark_lazy_exif, exif_data_set_option)(a0, a1);
}

__typeof__(void) exif_data_unset_option(__typeof__(ExifData *) a0, __typeof__(ExifDataOption) a1) {
  HARK_LAZY(hark_lazy_exif, exif_data_unset_option)(a0, a1);
}

__typeof__(void) exif_data_set_data_type(__typeof__(ExifData *) a0, __typeof__(ExifDataType) a1) {
  HARK_LAZY(hark_lazy_exif, exif_data_set_data_type)(a0, a1);
}

__typeof__(ExifDataType) exif_data_get_data_type(__typeof__(ExifData *) a0) {
  return HARK_LAZY(hark_lazy_exif, exif_data_get_data_type)(a0);
}

__typeof__(void) exif_data_dump(__typeof__(ExifData *) a0) {
  HARK_LAZY(hark_lazy_exif, exif_data_dump)(a0);
}

__typeof__(void) exif_data_log(__typeof__(ExifData *) a0, __typeof__(ExifLog *) a1) {
  HARK_LAZY(hark_lazy_exif, exif_data_log)(a0, a1);
}
