// Written by Scripts/dev/forwarders.py from <libical/ical.h> and libical.so.3's exported functions:
// do not edit. Not forwarded (variadic, taking a va_list, inline, or returning a function pointer):
// icalcomponent_vanew, icalproperty_add_parameters, icalproperty_vanew_acceptresponse,
// icalproperty_vanew_acknowledged, icalproperty_vanew_action, icalproperty_vanew_allowconflict,
// icalproperty_vanew_attach, icalproperty_vanew_attendee, icalproperty_vanew_busytype,
// icalproperty_vanew_calid, icalproperty_vanew_calmaster, icalproperty_vanew_calscale,
// icalproperty_vanew_capversion, icalproperty_vanew_carid, icalproperty_vanew_carlevel,
// icalproperty_vanew_categories, icalproperty_vanew_class, icalproperty_vanew_cmd,
// icalproperty_vanew_color, icalproperty_vanew_comment, icalproperty_vanew_completed,
// icalproperty_vanew_components, icalproperty_vanew_conference, icalproperty_vanew_contact,
// icalproperty_vanew_created, icalproperty_vanew_csid, icalproperty_vanew_datemax,
// icalproperty_vanew_datemin, icalproperty_vanew_decreed, icalproperty_vanew_defaultcharset,
// icalproperty_vanew_defaultlocale, icalproperty_vanew_defaulttzid,
// icalproperty_vanew_defaultvcars, icalproperty_vanew_deny, icalproperty_vanew_description,
// icalproperty_vanew_dtend, icalproperty_vanew_dtstamp, icalproperty_vanew_dtstart,
// icalproperty_vanew_due, icalproperty_vanew_duration, icalproperty_vanew_estimatedduration,
// icalproperty_vanew_exdate, icalproperty_vanew_expand, icalproperty_vanew_exrule,
// icalproperty_vanew_freebusy, icalproperty_vanew_geo, icalproperty_vanew_grant,
// icalproperty_vanew_image, icalproperty_vanew_itipversion, icalproperty_vanew_lastmodified,
// icalproperty_vanew_location, icalproperty_vanew_maxcomponentsize, icalproperty_vanew_maxdate,
// icalproperty_vanew_maxresults, icalproperty_vanew_maxresultssize, icalproperty_vanew_method,
// icalproperty_vanew_mindate, icalproperty_vanew_multipart, icalproperty_vanew_name,
// icalproperty_vanew_organizer, icalproperty_vanew_owner, icalproperty_vanew_patchdelete,
// icalproperty_vanew_patchorder, icalproperty_vanew_patchparameter, icalproperty_vanew_patchtarget,
// icalproperty_vanew_patchversion, icalproperty_vanew_percentcomplete,
// icalproperty_vanew_permission, icalproperty_vanew_pollcompletion, icalproperty_vanew_pollitemid,
// icalproperty_vanew_pollmode, icalproperty_vanew_pollproperties, icalproperty_vanew_pollwinner,
// icalproperty_vanew_priority, icalproperty_vanew_prodid, icalproperty_vanew_query,
// icalproperty_vanew_queryid, icalproperty_vanew_querylevel, icalproperty_vanew_queryname,
// icalproperty_vanew_rdate, icalproperty_vanew_recuraccepted, icalproperty_vanew_recurexpand,
// icalproperty_vanew_recurlimit, icalproperty_vanew_recurrenceid,
// icalproperty_vanew_refreshinterval, icalproperty_vanew_relatedto, icalproperty_vanew_relcalid,
// icalproperty_vanew_repeat, icalproperty_vanew_replyurl, icalproperty_vanew_requeststatus,
// icalproperty_vanew_resources, icalproperty_vanew_response, icalproperty_vanew_restriction,
// icalproperty_vanew_rrule, icalproperty_vanew_scope, icalproperty_vanew_sequence,
// icalproperty_vanew_source, icalproperty_vanew_status, icalproperty_vanew_storesexpanded,
// icalproperty_vanew_summary, icalproperty_vanew_target, icalproperty_vanew_taskmode,
// icalproperty_vanew_transp, icalproperty_vanew_trigger, icalproperty_vanew_tzid,
// icalproperty_vanew_tzidaliasof, icalproperty_vanew_tzname, icalproperty_vanew_tzoffsetfrom,
// icalproperty_vanew_tzoffsetto, icalproperty_vanew_tzuntil, icalproperty_vanew_tzurl,
// icalproperty_vanew_uid, icalproperty_vanew_url, icalproperty_vanew_version,
// icalproperty_vanew_voter, icalproperty_vanew_x, icalproperty_vanew_xlicclass,
// icalproperty_vanew_xlicclustercount, icalproperty_vanew_xlicerror,
// icalproperty_vanew_xlicmimecharset, icalproperty_vanew_xlicmimecid,
// icalproperty_vanew_xlicmimecontenttype, icalproperty_vanew_xlicmimeencoding,
// icalproperty_vanew_xlicmimefilename, icalproperty_vanew_xlicmimeoptinfo.
// clang-format off
#include "lazy.h"
#include <libical/ical.h>

HARK_LAZY_LIBRARY(hark_lazy_ical, "libical.so.3");

__typeof__(struct icaltimetype) icaltime_null_time(void) {
  return HARK_LAZY(hark_lazy_ical, icaltime_null_time)();
}

__typeof__(struct icaltimetype) icaltime_null_date(void) {
  return HARK_LAZY(hark_lazy_ical, icaltime_null_date)();
}

__typeof__(struct icaltimetype) icaltime_current_time_with_zone(__typeof__(const icaltimezone *) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltime_current_time_with_zone)(a0);
}

__typeof__(struct icaltimetype) icaltime_today(void) {
  return HARK_LAZY(hark_lazy_ical, icaltime_today)();
}

__typeof__(struct icaltimetype) icaltime_from_timet_with_zone(__typeof__(const time_t) a0, __typeof__(const int) a1, __typeof__(const icaltimezone *) a2) {
  return HARK_LAZY(hark_lazy_ical, icaltime_from_timet_with_zone)(a0, a1, a2);
}

__typeof__(struct icaltimetype) icaltime_from_string(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltime_from_string)(a0);
}

__typeof__(struct icaltimetype) icaltime_from_day_of_year(__typeof__(const int) a0, __typeof__(const int) a1) {
  return HARK_LAZY(hark_lazy_ical, icaltime_from_day_of_year)(a0, a1);
}

__typeof__(time_t) icaltime_as_timet(__typeof__(const struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltime_as_timet)(a0);
}

__typeof__(time_t) icaltime_as_timet_with_zone(__typeof__(const struct icaltimetype) a0, __typeof__(const icaltimezone *) a1) {
  return HARK_LAZY(hark_lazy_ical, icaltime_as_timet_with_zone)(a0, a1);
}

__typeof__(const char *) icaltime_as_ical_string(__typeof__(const struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltime_as_ical_string)(a0);
}

__typeof__(char *) icaltime_as_ical_string_r(__typeof__(const struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltime_as_ical_string_r)(a0);
}

__typeof__(const icaltimezone *) icaltime_get_timezone(__typeof__(const struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltime_get_timezone)(a0);
}

__typeof__(const char *) icaltime_get_tzid(__typeof__(const struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltime_get_tzid)(a0);
}

__typeof__(struct icaltimetype) icaltime_set_timezone(__typeof__(struct icaltimetype *) a0, __typeof__(const icaltimezone *) a1) {
  return HARK_LAZY(hark_lazy_ical, icaltime_set_timezone)(a0, a1);
}

__typeof__(int) icaltime_day_of_year(__typeof__(const struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltime_day_of_year)(a0);
}

__typeof__(int) icaltime_day_of_week(__typeof__(const struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltime_day_of_week)(a0);
}

__typeof__(int) icaltime_start_doy_week(__typeof__(const struct icaltimetype) a0, __typeof__(int) a1) {
  return HARK_LAZY(hark_lazy_ical, icaltime_start_doy_week)(a0, a1);
}

__typeof__(int) icaltime_week_number(__typeof__(const struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltime_week_number)(a0);
}

__typeof__(int) icaltime_is_null_time(__typeof__(const struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltime_is_null_time)(a0);
}

__typeof__(int) icaltime_is_valid_time(__typeof__(const struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltime_is_valid_time)(a0);
}

__typeof__(int) icaltime_is_date(__typeof__(const struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltime_is_date)(a0);
}

__typeof__(int) icaltime_is_utc(__typeof__(const struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltime_is_utc)(a0);
}

__typeof__(int) icaltime_compare(__typeof__(const struct icaltimetype) a0, __typeof__(const struct icaltimetype) a1) {
  return HARK_LAZY(hark_lazy_ical, icaltime_compare)(a0, a1);
}

__typeof__(int) icaltime_compare_date_only(__typeof__(const struct icaltimetype) a0, __typeof__(const struct icaltimetype) a1) {
  return HARK_LAZY(hark_lazy_ical, icaltime_compare_date_only)(a0, a1);
}

__typeof__(int) icaltime_compare_date_only_tz(__typeof__(const struct icaltimetype) a0, __typeof__(const struct icaltimetype) a1, __typeof__(icaltimezone *) a2) {
  return HARK_LAZY(hark_lazy_ical, icaltime_compare_date_only_tz)(a0, a1, a2);
}

__typeof__(void) icaltime_adjust(__typeof__(struct icaltimetype *) a0, __typeof__(const int) a1, __typeof__(const int) a2, __typeof__(const int) a3, __typeof__(const int) a4) {
  HARK_LAZY(hark_lazy_ical, icaltime_adjust)(a0, a1, a2, a3, a4);
}

__typeof__(struct icaltimetype) icaltime_normalize(__typeof__(const struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltime_normalize)(a0);
}

__typeof__(struct icaltimetype) icaltime_convert_to_zone(__typeof__(const struct icaltimetype) a0, __typeof__(icaltimezone *) a1) {
  return HARK_LAZY(hark_lazy_ical, icaltime_convert_to_zone)(a0, a1);
}

__typeof__(int) icaltime_days_in_month(__typeof__(const int) a0, __typeof__(const int) a1) {
  return HARK_LAZY(hark_lazy_ical, icaltime_days_in_month)(a0, a1);
}

__typeof__(int) icaltime_is_leap_year(__typeof__(const int) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltime_is_leap_year)(a0);
}

__typeof__(int) icaltime_days_in_year(__typeof__(const int) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltime_days_in_year)(a0);
}

__typeof__(struct icaltime_span) icaltime_span_new(__typeof__(struct icaltimetype) a0, __typeof__(struct icaltimetype) a1, __typeof__(int) a2) {
  return HARK_LAZY(hark_lazy_ical, icaltime_span_new)(a0, a1, a2);
}

__typeof__(int) icaltime_span_overlaps(__typeof__(icaltime_span *) a0, __typeof__(icaltime_span *) a1) {
  return HARK_LAZY(hark_lazy_ical, icaltime_span_overlaps)(a0, a1);
}

__typeof__(int) icaltime_span_contains(__typeof__(icaltime_span *) a0, __typeof__(icaltime_span *) a1) {
  return HARK_LAZY(hark_lazy_ical, icaltime_span_contains)(a0, a1);
}

__typeof__(struct icaldurationtype) icaldurationtype_from_int(__typeof__(int) a0) {
  return HARK_LAZY(hark_lazy_ical, icaldurationtype_from_int)(a0);
}

__typeof__(struct icaldurationtype) icaldurationtype_from_string(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icaldurationtype_from_string)(a0);
}

__typeof__(int) icaldurationtype_as_int(__typeof__(struct icaldurationtype) a0) {
  return HARK_LAZY(hark_lazy_ical, icaldurationtype_as_int)(a0);
}

__typeof__(char *) icaldurationtype_as_ical_string(__typeof__(struct icaldurationtype) a0) {
  return HARK_LAZY(hark_lazy_ical, icaldurationtype_as_ical_string)(a0);
}

__typeof__(char *) icaldurationtype_as_ical_string_r(__typeof__(struct icaldurationtype) a0) {
  return HARK_LAZY(hark_lazy_ical, icaldurationtype_as_ical_string_r)(a0);
}

__typeof__(struct icaldurationtype) icaldurationtype_null_duration(void) {
  return HARK_LAZY(hark_lazy_ical, icaldurationtype_null_duration)();
}

__typeof__(struct icaldurationtype) icaldurationtype_bad_duration(void) {
  return HARK_LAZY(hark_lazy_ical, icaldurationtype_bad_duration)();
}

__typeof__(int) icaldurationtype_is_null_duration(__typeof__(struct icaldurationtype) a0) {
  return HARK_LAZY(hark_lazy_ical, icaldurationtype_is_null_duration)(a0);
}

__typeof__(int) icaldurationtype_is_bad_duration(__typeof__(struct icaldurationtype) a0) {
  return HARK_LAZY(hark_lazy_ical, icaldurationtype_is_bad_duration)(a0);
}

__typeof__(struct icaltimetype) icaltime_add(__typeof__(struct icaltimetype) a0, __typeof__(struct icaldurationtype) a1) {
  return HARK_LAZY(hark_lazy_ical, icaltime_add)(a0, a1);
}

__typeof__(struct icaldurationtype) icaltime_subtract(__typeof__(struct icaltimetype) a0, __typeof__(struct icaltimetype) a1) {
  return HARK_LAZY(hark_lazy_ical, icaltime_subtract)(a0, a1);
}

__typeof__(struct icalperiodtype) icalperiodtype_from_string(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalperiodtype_from_string)(a0);
}

__typeof__(const char *) icalperiodtype_as_ical_string(__typeof__(struct icalperiodtype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalperiodtype_as_ical_string)(a0);
}

__typeof__(char *) icalperiodtype_as_ical_string_r(__typeof__(struct icalperiodtype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalperiodtype_as_ical_string_r)(a0);
}

__typeof__(struct icalperiodtype) icalperiodtype_null_period(void) {
  return HARK_LAZY(hark_lazy_ical, icalperiodtype_null_period)();
}

__typeof__(int) icalperiodtype_is_null_period(__typeof__(struct icalperiodtype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalperiodtype_is_null_period)(a0);
}

__typeof__(int) icalperiodtype_is_valid_period(__typeof__(struct icalperiodtype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalperiodtype_is_valid_period)(a0);
}

__typeof__(const char *) icalenum_reqstat_desc(__typeof__(icalrequeststatus) a0) {
  return HARK_LAZY(hark_lazy_ical, icalenum_reqstat_desc)(a0);
}

__typeof__(short) icalenum_reqstat_major(__typeof__(icalrequeststatus) a0) {
  return HARK_LAZY(hark_lazy_ical, icalenum_reqstat_major)(a0);
}

__typeof__(short) icalenum_reqstat_minor(__typeof__(icalrequeststatus) a0) {
  return HARK_LAZY(hark_lazy_ical, icalenum_reqstat_minor)(a0);
}

__typeof__(icalrequeststatus) icalenum_num_to_reqstat(__typeof__(short) a0, __typeof__(short) a1) {
  return HARK_LAZY(hark_lazy_ical, icalenum_num_to_reqstat)(a0, a1);
}

__typeof__(char *) icalenum_reqstat_code(__typeof__(icalrequeststatus) a0) {
  return HARK_LAZY(hark_lazy_ical, icalenum_reqstat_code)(a0);
}

__typeof__(char *) icalenum_reqstat_code_r(__typeof__(icalrequeststatus) a0) {
  return HARK_LAZY(hark_lazy_ical, icalenum_reqstat_code_r)(a0);
}

__typeof__(struct icaltriggertype) icaltriggertype_from_int(__typeof__(const int) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltriggertype_from_int)(a0);
}

__typeof__(struct icaltriggertype) icaltriggertype_from_string(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltriggertype_from_string)(a0);
}

__typeof__(int) icaltriggertype_is_null_trigger(__typeof__(struct icaltriggertype) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltriggertype_is_null_trigger)(a0);
}

__typeof__(int) icaltriggertype_is_bad_trigger(__typeof__(struct icaltriggertype) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltriggertype_is_bad_trigger)(a0);
}

__typeof__(struct icalreqstattype) icalreqstattype_from_string(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalreqstattype_from_string)(a0);
}

__typeof__(const char *) icalreqstattype_as_string(__typeof__(struct icalreqstattype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalreqstattype_as_string)(a0);
}

__typeof__(char *) icalreqstattype_as_string_r(__typeof__(struct icalreqstattype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalreqstattype_as_string_r)(a0);
}

__typeof__(ical_unknown_token_handling) ical_get_unknown_token_handling_setting(void) {
  return HARK_LAZY(hark_lazy_ical, ical_get_unknown_token_handling_setting)();
}

__typeof__(void) ical_set_unknown_token_handling_setting(__typeof__(ical_unknown_token_handling) a0) {
  HARK_LAZY(hark_lazy_ical, ical_set_unknown_token_handling_setting)(a0);
}

__typeof__(icalarray *) icalarray_new(__typeof__(size_t) a0, __typeof__(size_t) a1) {
  return HARK_LAZY(hark_lazy_ical, icalarray_new)(a0, a1);
}

__typeof__(icalarray *) icalarray_copy(__typeof__(icalarray *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalarray_copy)(a0);
}

__typeof__(void) icalarray_free(__typeof__(icalarray *) a0) {
  HARK_LAZY(hark_lazy_ical, icalarray_free)(a0);
}

__typeof__(void) icalarray_append(__typeof__(icalarray *) a0, __typeof__(const void *) a1) {
  HARK_LAZY(hark_lazy_ical, icalarray_append)(a0, a1);
}

__typeof__(void) icalarray_remove_element_at(__typeof__(icalarray *) a0, __typeof__(size_t) a1) {
  HARK_LAZY(hark_lazy_ical, icalarray_remove_element_at)(a0, a1);
}

__typeof__(void *) icalarray_element_at(__typeof__(icalarray *) a0, __typeof__(size_t) a1) {
  return HARK_LAZY(hark_lazy_ical, icalarray_element_at)(a0, a1);
}

__typeof__(void) icalarray_sort(__typeof__(icalarray *) a0, __typeof__(int (*)(const void *, const void *)) a1) {
  HARK_LAZY(hark_lazy_ical, icalarray_sort)(a0, a1);
}

__typeof__(icalrecurrencetype_frequency) icalrecur_string_to_freq(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalrecur_string_to_freq)(a0);
}

__typeof__(const char *) icalrecur_freq_to_string(__typeof__(icalrecurrencetype_frequency) a0) {
  return HARK_LAZY(hark_lazy_ical, icalrecur_freq_to_string)(a0);
}

__typeof__(icalrecurrencetype_skip) icalrecur_string_to_skip(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalrecur_string_to_skip)(a0);
}

__typeof__(const char *) icalrecur_skip_to_string(__typeof__(icalrecurrencetype_skip) a0) {
  return HARK_LAZY(hark_lazy_ical, icalrecur_skip_to_string)(a0);
}

__typeof__(const char *) icalrecur_weekday_to_string(__typeof__(icalrecurrencetype_weekday) a0) {
  return HARK_LAZY(hark_lazy_ical, icalrecur_weekday_to_string)(a0);
}

__typeof__(icalrecurrencetype_weekday) icalrecur_string_to_weekday(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalrecur_string_to_weekday)(a0);
}

__typeof__(int) icalrecurrencetype_rscale_is_supported(void) {
  return HARK_LAZY(hark_lazy_ical, icalrecurrencetype_rscale_is_supported)();
}

__typeof__(icalarray *) icalrecurrencetype_rscale_supported_calendars(void) {
  return HARK_LAZY(hark_lazy_ical, icalrecurrencetype_rscale_supported_calendars)();
}

__typeof__(void) icalrecurrencetype_clear(__typeof__(struct icalrecurrencetype *) a0) {
  HARK_LAZY(hark_lazy_ical, icalrecurrencetype_clear)(a0);
}

__typeof__(enum icalrecurrencetype_weekday) icalrecurrencetype_day_day_of_week(__typeof__(short) a0) {
  return HARK_LAZY(hark_lazy_ical, icalrecurrencetype_day_day_of_week)(a0);
}

__typeof__(int) icalrecurrencetype_day_position(__typeof__(short) a0) {
  return HARK_LAZY(hark_lazy_ical, icalrecurrencetype_day_position)(a0);
}

__typeof__(int) icalrecurrencetype_month_is_leap(__typeof__(short) a0) {
  return HARK_LAZY(hark_lazy_ical, icalrecurrencetype_month_is_leap)(a0);
}

__typeof__(int) icalrecurrencetype_month_month(__typeof__(short) a0) {
  return HARK_LAZY(hark_lazy_ical, icalrecurrencetype_month_month)(a0);
}

__typeof__(struct icalrecurrencetype) icalrecurrencetype_from_string(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalrecurrencetype_from_string)(a0);
}

__typeof__(char *) icalrecurrencetype_as_string(__typeof__(struct icalrecurrencetype *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalrecurrencetype_as_string)(a0);
}

__typeof__(char *) icalrecurrencetype_as_string_r(__typeof__(struct icalrecurrencetype *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalrecurrencetype_as_string_r)(a0);
}

__typeof__(icalrecur_iterator *) icalrecur_iterator_new(__typeof__(struct icalrecurrencetype) a0, __typeof__(struct icaltimetype) a1) {
  return HARK_LAZY(hark_lazy_ical, icalrecur_iterator_new)(a0, a1);
}

__typeof__(int) icalrecur_iterator_set_start(__typeof__(icalrecur_iterator *) a0, __typeof__(struct icaltimetype) a1) {
  return HARK_LAZY(hark_lazy_ical, icalrecur_iterator_set_start)(a0, a1);
}

__typeof__(struct icaltimetype) icalrecur_iterator_next(__typeof__(icalrecur_iterator *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalrecur_iterator_next)(a0);
}

__typeof__(void) icalrecur_iterator_free(__typeof__(icalrecur_iterator *) a0) {
  HARK_LAZY(hark_lazy_ical, icalrecur_iterator_free)(a0);
}

__typeof__(int) icalrecur_expand_recurrence(__typeof__(const char *) a0, __typeof__(time_t) a1, __typeof__(int) a2, __typeof__(time_t *) a3) {
  return HARK_LAZY(hark_lazy_ical, icalrecur_expand_recurrence)(a0, a1, a2, a3);
}

__typeof__(icalattach *) icalattach_new_from_url(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalattach_new_from_url)(a0);
}

__typeof__(icalattach *) icalattach_new_from_data(__typeof__(const char *) a0, __typeof__(icalattach_free_fn_t) a1, __typeof__(void *) a2) {
  return HARK_LAZY(hark_lazy_ical, icalattach_new_from_data)(a0, a1, a2);
}

__typeof__(void) icalattach_ref(__typeof__(icalattach *) a0) {
  HARK_LAZY(hark_lazy_ical, icalattach_ref)(a0);
}

__typeof__(void) icalattach_unref(__typeof__(icalattach *) a0) {
  HARK_LAZY(hark_lazy_ical, icalattach_unref)(a0);
}

__typeof__(int) icalattach_get_is_url(__typeof__(icalattach *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalattach_get_is_url)(a0);
}

__typeof__(const char *) icalattach_get_url(__typeof__(icalattach *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalattach_get_url)(a0);
}

__typeof__(unsigned char *) icalattach_get_data(__typeof__(icalattach *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalattach_get_data)(a0);
}

__typeof__(void) icalvalue_set_x(__typeof__(icalvalue *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_x)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new_x(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_x)(a0);
}

__typeof__(const char *) icalvalue_get_x(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_x)(a0);
}

__typeof__(icalvalue *) icalvalue_new_recur(__typeof__(struct icalrecurrencetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_recur)(a0);
}

__typeof__(void) icalvalue_set_recur(__typeof__(icalvalue *) a0, __typeof__(struct icalrecurrencetype) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_recur)(a0, a1);
}

__typeof__(struct icalrecurrencetype) icalvalue_get_recur(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_recur)(a0);
}

__typeof__(icalvalue *) icalvalue_new_trigger(__typeof__(struct icaltriggertype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_trigger)(a0);
}

__typeof__(void) icalvalue_set_trigger(__typeof__(icalvalue *) a0, __typeof__(struct icaltriggertype) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_trigger)(a0, a1);
}

__typeof__(struct icaltriggertype) icalvalue_get_trigger(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_trigger)(a0);
}

__typeof__(icalvalue *) icalvalue_new_date(__typeof__(struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_date)(a0);
}

__typeof__(struct icaltimetype) icalvalue_get_date(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_date)(a0);
}

__typeof__(void) icalvalue_set_date(__typeof__(icalvalue *) a0, __typeof__(struct icaltimetype) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_date)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new_datetime(__typeof__(struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_datetime)(a0);
}

__typeof__(struct icaltimetype) icalvalue_get_datetime(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_datetime)(a0);
}

__typeof__(void) icalvalue_set_datetime(__typeof__(icalvalue *) a0, __typeof__(struct icaltimetype) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_datetime)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new_datetimedate(__typeof__(struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_datetimedate)(a0);
}

__typeof__(struct icaltimetype) icalvalue_get_datetimedate(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_datetimedate)(a0);
}

__typeof__(void) icalvalue_set_datetimedate(__typeof__(icalvalue *) a0, __typeof__(struct icaltimetype) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_datetimedate)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new_datetimeperiod(__typeof__(struct icaldatetimeperiodtype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_datetimeperiod)(a0);
}

__typeof__(void) icalvalue_set_datetimeperiod(__typeof__(icalvalue *) a0, __typeof__(struct icaldatetimeperiodtype) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_datetimeperiod)(a0, a1);
}

__typeof__(struct icaldatetimeperiodtype) icalvalue_get_datetimeperiod(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_datetimeperiod)(a0);
}

__typeof__(icalvalue *) icalvalue_new_geo(__typeof__(struct icalgeotype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_geo)(a0);
}

__typeof__(struct icalgeotype) icalvalue_get_geo(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_geo)(a0);
}

__typeof__(void) icalvalue_set_geo(__typeof__(icalvalue *) a0, __typeof__(struct icalgeotype) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_geo)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new_attach(__typeof__(icalattach *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_attach)(a0);
}

__typeof__(void) icalvalue_set_attach(__typeof__(icalvalue *) a0, __typeof__(icalattach *) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_attach)(a0, a1);
}

__typeof__(icalattach *) icalvalue_get_attach(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_attach)(a0);
}

__typeof__(icalvalue *) icalvalue_new_binary(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_binary)(a0);
}

__typeof__(void) icalvalue_set_binary(__typeof__(icalvalue *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_binary)(a0, a1);
}

__typeof__(const char *) icalvalue_get_binary(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_binary)(a0);
}

__typeof__(void) icalvalue_reset_kind(__typeof__(icalvalue *) a0) {
  HARK_LAZY(hark_lazy_ical, icalvalue_reset_kind)(a0);
}

__typeof__(icalvalue *) icalvalue_new_action(__typeof__(enum icalproperty_action) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_action)(a0);
}

__typeof__(enum icalproperty_action) icalvalue_get_action(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_action)(a0);
}

__typeof__(void) icalvalue_set_action(__typeof__(icalvalue *) a0, __typeof__(enum icalproperty_action) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_action)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new_boolean(__typeof__(int) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_boolean)(a0);
}

__typeof__(int) icalvalue_get_boolean(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_boolean)(a0);
}

__typeof__(void) icalvalue_set_boolean(__typeof__(icalvalue *) a0, __typeof__(int) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_boolean)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new_busytype(__typeof__(enum icalproperty_busytype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_busytype)(a0);
}

__typeof__(enum icalproperty_busytype) icalvalue_get_busytype(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_busytype)(a0);
}

__typeof__(void) icalvalue_set_busytype(__typeof__(icalvalue *) a0, __typeof__(enum icalproperty_busytype) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_busytype)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new_caladdress(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_caladdress)(a0);
}

__typeof__(const char *) icalvalue_get_caladdress(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_caladdress)(a0);
}

__typeof__(void) icalvalue_set_caladdress(__typeof__(icalvalue *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_caladdress)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new_carlevel(__typeof__(enum icalproperty_carlevel) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_carlevel)(a0);
}

__typeof__(enum icalproperty_carlevel) icalvalue_get_carlevel(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_carlevel)(a0);
}

__typeof__(void) icalvalue_set_carlevel(__typeof__(icalvalue *) a0, __typeof__(enum icalproperty_carlevel) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_carlevel)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new_cmd(__typeof__(enum icalproperty_cmd) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_cmd)(a0);
}

__typeof__(enum icalproperty_cmd) icalvalue_get_cmd(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_cmd)(a0);
}

__typeof__(void) icalvalue_set_cmd(__typeof__(icalvalue *) a0, __typeof__(enum icalproperty_cmd) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_cmd)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new_duration(__typeof__(struct icaldurationtype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_duration)(a0);
}

__typeof__(struct icaldurationtype) icalvalue_get_duration(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_duration)(a0);
}

__typeof__(void) icalvalue_set_duration(__typeof__(icalvalue *) a0, __typeof__(struct icaldurationtype) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_duration)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new_float(__typeof__(float) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_float)(a0);
}

__typeof__(float) icalvalue_get_float(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_float)(a0);
}

__typeof__(void) icalvalue_set_float(__typeof__(icalvalue *) a0, __typeof__(float) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_float)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new_integer(__typeof__(int) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_integer)(a0);
}

__typeof__(int) icalvalue_get_integer(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_integer)(a0);
}

__typeof__(void) icalvalue_set_integer(__typeof__(icalvalue *) a0, __typeof__(int) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_integer)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new_method(__typeof__(enum icalproperty_method) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_method)(a0);
}

__typeof__(enum icalproperty_method) icalvalue_get_method(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_method)(a0);
}

__typeof__(void) icalvalue_set_method(__typeof__(icalvalue *) a0, __typeof__(enum icalproperty_method) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_method)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new_period(__typeof__(struct icalperiodtype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_period)(a0);
}

__typeof__(struct icalperiodtype) icalvalue_get_period(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_period)(a0);
}

__typeof__(void) icalvalue_set_period(__typeof__(icalvalue *) a0, __typeof__(struct icalperiodtype) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_period)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new_pollcompletion(__typeof__(enum icalproperty_pollcompletion) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_pollcompletion)(a0);
}

__typeof__(enum icalproperty_pollcompletion) icalvalue_get_pollcompletion(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_pollcompletion)(a0);
}

__typeof__(void) icalvalue_set_pollcompletion(__typeof__(icalvalue *) a0, __typeof__(enum icalproperty_pollcompletion) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_pollcompletion)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new_pollmode(__typeof__(enum icalproperty_pollmode) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_pollmode)(a0);
}

__typeof__(enum icalproperty_pollmode) icalvalue_get_pollmode(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_pollmode)(a0);
}

__typeof__(void) icalvalue_set_pollmode(__typeof__(icalvalue *) a0, __typeof__(enum icalproperty_pollmode) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_pollmode)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new_query(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_query)(a0);
}

__typeof__(const char *) icalvalue_get_query(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_query)(a0);
}

__typeof__(void) icalvalue_set_query(__typeof__(icalvalue *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_query)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new_querylevel(__typeof__(enum icalproperty_querylevel) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_querylevel)(a0);
}

__typeof__(enum icalproperty_querylevel) icalvalue_get_querylevel(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_querylevel)(a0);
}

__typeof__(void) icalvalue_set_querylevel(__typeof__(icalvalue *) a0, __typeof__(enum icalproperty_querylevel) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_querylevel)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new_requeststatus(__typeof__(struct icalreqstattype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_requeststatus)(a0);
}

__typeof__(struct icalreqstattype) icalvalue_get_requeststatus(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_requeststatus)(a0);
}

__typeof__(void) icalvalue_set_requeststatus(__typeof__(icalvalue *) a0, __typeof__(struct icalreqstattype) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_requeststatus)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new_status(__typeof__(enum icalproperty_status) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_status)(a0);
}

__typeof__(enum icalproperty_status) icalvalue_get_status(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_status)(a0);
}

__typeof__(void) icalvalue_set_status(__typeof__(icalvalue *) a0, __typeof__(enum icalproperty_status) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_status)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new_string(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_string)(a0);
}

__typeof__(const char *) icalvalue_get_string(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_string)(a0);
}

__typeof__(void) icalvalue_set_string(__typeof__(icalvalue *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_string)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new_taskmode(__typeof__(enum icalproperty_taskmode) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_taskmode)(a0);
}

__typeof__(enum icalproperty_taskmode) icalvalue_get_taskmode(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_taskmode)(a0);
}

__typeof__(void) icalvalue_set_taskmode(__typeof__(icalvalue *) a0, __typeof__(enum icalproperty_taskmode) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_taskmode)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new_text(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_text)(a0);
}

__typeof__(const char *) icalvalue_get_text(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_text)(a0);
}

__typeof__(void) icalvalue_set_text(__typeof__(icalvalue *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_text)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new_transp(__typeof__(enum icalproperty_transp) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_transp)(a0);
}

__typeof__(enum icalproperty_transp) icalvalue_get_transp(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_transp)(a0);
}

__typeof__(void) icalvalue_set_transp(__typeof__(icalvalue *) a0, __typeof__(enum icalproperty_transp) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_transp)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new_uri(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_uri)(a0);
}

__typeof__(const char *) icalvalue_get_uri(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_uri)(a0);
}

__typeof__(void) icalvalue_set_uri(__typeof__(icalvalue *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_uri)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new_utcoffset(__typeof__(int) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_utcoffset)(a0);
}

__typeof__(int) icalvalue_get_utcoffset(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_utcoffset)(a0);
}

__typeof__(void) icalvalue_set_utcoffset(__typeof__(icalvalue *) a0, __typeof__(int) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_utcoffset)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new_xlicclass(__typeof__(enum icalproperty_xlicclass) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_xlicclass)(a0);
}

__typeof__(enum icalproperty_xlicclass) icalvalue_get_xlicclass(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_xlicclass)(a0);
}

__typeof__(void) icalvalue_set_xlicclass(__typeof__(icalvalue *) a0, __typeof__(enum icalproperty_xlicclass) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_xlicclass)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new_class(__typeof__(enum icalproperty_class) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_class)(a0);
}

__typeof__(enum icalproperty_class) icalvalue_get_class(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_class)(a0);
}

__typeof__(void) icalvalue_set_class(__typeof__(icalvalue *) a0, __typeof__(enum icalproperty_class) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_class)(a0, a1);
}

__typeof__(const char *) icalparameter_enum_to_string(__typeof__(int) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_enum_to_string)(a0);
}

__typeof__(int) icalparameter_string_to_enum(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_string_to_enum)(a0);
}

__typeof__(icalparameter *) icalparameter_new_actionparam(__typeof__(icalparameter_action) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_actionparam)(a0);
}

__typeof__(icalparameter_action) icalparameter_get_actionparam(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_actionparam)(a0);
}

__typeof__(void) icalparameter_set_actionparam(__typeof__(icalparameter *) a0, __typeof__(icalparameter_action) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_actionparam)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_altrep(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_altrep)(a0);
}

__typeof__(const char *) icalparameter_get_altrep(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_altrep)(a0);
}

__typeof__(void) icalparameter_set_altrep(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_altrep)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_charset(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_charset)(a0);
}

__typeof__(const char *) icalparameter_get_charset(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_charset)(a0);
}

__typeof__(void) icalparameter_set_charset(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_charset)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_cn(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_cn)(a0);
}

__typeof__(const char *) icalparameter_get_cn(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_cn)(a0);
}

__typeof__(void) icalparameter_set_cn(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_cn)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_cutype(__typeof__(icalparameter_cutype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_cutype)(a0);
}

__typeof__(icalparameter_cutype) icalparameter_get_cutype(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_cutype)(a0);
}

__typeof__(void) icalparameter_set_cutype(__typeof__(icalparameter *) a0, __typeof__(icalparameter_cutype) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_cutype)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_delegatedfrom(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_delegatedfrom)(a0);
}

__typeof__(const char *) icalparameter_get_delegatedfrom(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_delegatedfrom)(a0);
}

__typeof__(void) icalparameter_set_delegatedfrom(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_delegatedfrom)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_delegatedto(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_delegatedto)(a0);
}

__typeof__(const char *) icalparameter_get_delegatedto(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_delegatedto)(a0);
}

__typeof__(void) icalparameter_set_delegatedto(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_delegatedto)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_dir(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_dir)(a0);
}

__typeof__(const char *) icalparameter_get_dir(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_dir)(a0);
}

__typeof__(void) icalparameter_set_dir(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_dir)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_display(__typeof__(icalparameter_display) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_display)(a0);
}

__typeof__(icalparameter_display) icalparameter_get_display(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_display)(a0);
}

__typeof__(void) icalparameter_set_display(__typeof__(icalparameter *) a0, __typeof__(icalparameter_display) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_display)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_email(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_email)(a0);
}

__typeof__(const char *) icalparameter_get_email(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_email)(a0);
}

__typeof__(void) icalparameter_set_email(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_email)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_enable(__typeof__(icalparameter_enable) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_enable)(a0);
}

__typeof__(icalparameter_enable) icalparameter_get_enable(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_enable)(a0);
}

__typeof__(void) icalparameter_set_enable(__typeof__(icalparameter *) a0, __typeof__(icalparameter_enable) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_enable)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_encoding(__typeof__(icalparameter_encoding) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_encoding)(a0);
}

__typeof__(icalparameter_encoding) icalparameter_get_encoding(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_encoding)(a0);
}

__typeof__(void) icalparameter_set_encoding(__typeof__(icalparameter *) a0, __typeof__(icalparameter_encoding) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_encoding)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_fbtype(__typeof__(icalparameter_fbtype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_fbtype)(a0);
}

__typeof__(icalparameter_fbtype) icalparameter_get_fbtype(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_fbtype)(a0);
}

__typeof__(void) icalparameter_set_fbtype(__typeof__(icalparameter *) a0, __typeof__(icalparameter_fbtype) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_fbtype)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_feature(__typeof__(icalparameter_feature) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_feature)(a0);
}

__typeof__(icalparameter_feature) icalparameter_get_feature(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_feature)(a0);
}

__typeof__(void) icalparameter_set_feature(__typeof__(icalparameter *) a0, __typeof__(icalparameter_feature) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_feature)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_filename(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_filename)(a0);
}

__typeof__(const char *) icalparameter_get_filename(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_filename)(a0);
}

__typeof__(void) icalparameter_set_filename(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_filename)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_fmttype(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_fmttype)(a0);
}

__typeof__(const char *) icalparameter_get_fmttype(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_fmttype)(a0);
}

__typeof__(void) icalparameter_set_fmttype(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_fmttype)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_iana(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_iana)(a0);
}

__typeof__(const char *) icalparameter_get_iana(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_iana)(a0);
}

__typeof__(void) icalparameter_set_iana(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_iana)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_id(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_id)(a0);
}

__typeof__(const char *) icalparameter_get_id(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_id)(a0);
}

__typeof__(void) icalparameter_set_id(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_id)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_label(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_label)(a0);
}

__typeof__(const char *) icalparameter_get_label(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_label)(a0);
}

__typeof__(void) icalparameter_set_label(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_label)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_language(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_language)(a0);
}

__typeof__(const char *) icalparameter_get_language(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_language)(a0);
}

__typeof__(void) icalparameter_set_language(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_language)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_latency(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_latency)(a0);
}

__typeof__(const char *) icalparameter_get_latency(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_latency)(a0);
}

__typeof__(void) icalparameter_set_latency(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_latency)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_local(__typeof__(icalparameter_local) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_local)(a0);
}

__typeof__(icalparameter_local) icalparameter_get_local(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_local)(a0);
}

__typeof__(void) icalparameter_set_local(__typeof__(icalparameter *) a0, __typeof__(icalparameter_local) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_local)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_localize(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_localize)(a0);
}

__typeof__(const char *) icalparameter_get_localize(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_localize)(a0);
}

__typeof__(void) icalparameter_set_localize(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_localize)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_managedid(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_managedid)(a0);
}

__typeof__(const char *) icalparameter_get_managedid(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_managedid)(a0);
}

__typeof__(void) icalparameter_set_managedid(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_managedid)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_member(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_member)(a0);
}

__typeof__(const char *) icalparameter_get_member(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_member)(a0);
}

__typeof__(void) icalparameter_set_member(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_member)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_modified(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_modified)(a0);
}

__typeof__(const char *) icalparameter_get_modified(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_modified)(a0);
}

__typeof__(void) icalparameter_set_modified(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_modified)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_options(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_options)(a0);
}

__typeof__(const char *) icalparameter_get_options(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_options)(a0);
}

__typeof__(void) icalparameter_set_options(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_options)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_partstat(__typeof__(icalparameter_partstat) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_partstat)(a0);
}

__typeof__(icalparameter_partstat) icalparameter_get_partstat(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_partstat)(a0);
}

__typeof__(void) icalparameter_set_partstat(__typeof__(icalparameter *) a0, __typeof__(icalparameter_partstat) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_partstat)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_patchaction(__typeof__(icalparameter_patchaction) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_patchaction)(a0);
}

__typeof__(icalparameter_patchaction) icalparameter_get_patchaction(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_patchaction)(a0);
}

__typeof__(void) icalparameter_set_patchaction(__typeof__(icalparameter *) a0, __typeof__(icalparameter_patchaction) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_patchaction)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_publiccomment(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_publiccomment)(a0);
}

__typeof__(const char *) icalparameter_get_publiccomment(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_publiccomment)(a0);
}

__typeof__(void) icalparameter_set_publiccomment(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_publiccomment)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_range(__typeof__(icalparameter_range) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_range)(a0);
}

__typeof__(icalparameter_range) icalparameter_get_range(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_range)(a0);
}

__typeof__(void) icalparameter_set_range(__typeof__(icalparameter *) a0, __typeof__(icalparameter_range) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_range)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_reason(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_reason)(a0);
}

__typeof__(const char *) icalparameter_get_reason(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_reason)(a0);
}

__typeof__(void) icalparameter_set_reason(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_reason)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_related(__typeof__(icalparameter_related) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_related)(a0);
}

__typeof__(icalparameter_related) icalparameter_get_related(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_related)(a0);
}

__typeof__(void) icalparameter_set_related(__typeof__(icalparameter *) a0, __typeof__(icalparameter_related) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_related)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_reltype(__typeof__(icalparameter_reltype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_reltype)(a0);
}

__typeof__(icalparameter_reltype) icalparameter_get_reltype(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_reltype)(a0);
}

__typeof__(void) icalparameter_set_reltype(__typeof__(icalparameter *) a0, __typeof__(icalparameter_reltype) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_reltype)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_required(__typeof__(icalparameter_required) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_required)(a0);
}

__typeof__(icalparameter_required) icalparameter_get_required(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_required)(a0);
}

__typeof__(void) icalparameter_set_required(__typeof__(icalparameter *) a0, __typeof__(icalparameter_required) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_required)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_response(__typeof__(int) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_response)(a0);
}

__typeof__(int) icalparameter_get_response(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_response)(a0);
}

__typeof__(void) icalparameter_set_response(__typeof__(icalparameter *) a0, __typeof__(int) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_response)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_role(__typeof__(icalparameter_role) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_role)(a0);
}

__typeof__(icalparameter_role) icalparameter_get_role(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_role)(a0);
}

__typeof__(void) icalparameter_set_role(__typeof__(icalparameter *) a0, __typeof__(icalparameter_role) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_role)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_rsvp(__typeof__(icalparameter_rsvp) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_rsvp)(a0);
}

__typeof__(icalparameter_rsvp) icalparameter_get_rsvp(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_rsvp)(a0);
}

__typeof__(void) icalparameter_set_rsvp(__typeof__(icalparameter *) a0, __typeof__(icalparameter_rsvp) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_rsvp)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_scheduleagent(__typeof__(icalparameter_scheduleagent) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_scheduleagent)(a0);
}

__typeof__(icalparameter_scheduleagent) icalparameter_get_scheduleagent(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_scheduleagent)(a0);
}

__typeof__(void) icalparameter_set_scheduleagent(__typeof__(icalparameter *) a0, __typeof__(icalparameter_scheduleagent) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_scheduleagent)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_scheduleforcesend(__typeof__(icalparameter_scheduleforcesend) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_scheduleforcesend)(a0);
}

__typeof__(icalparameter_scheduleforcesend) icalparameter_get_scheduleforcesend(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_scheduleforcesend)(a0);
}

__typeof__(void) icalparameter_set_scheduleforcesend(__typeof__(icalparameter *) a0, __typeof__(icalparameter_scheduleforcesend) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_scheduleforcesend)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_schedulestatus(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_schedulestatus)(a0);
}

__typeof__(const char *) icalparameter_get_schedulestatus(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_schedulestatus)(a0);
}

__typeof__(void) icalparameter_set_schedulestatus(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_schedulestatus)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_sentby(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_sentby)(a0);
}

__typeof__(const char *) icalparameter_get_sentby(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_sentby)(a0);
}

__typeof__(void) icalparameter_set_sentby(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_sentby)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_size(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_size)(a0);
}

__typeof__(const char *) icalparameter_get_size(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_size)(a0);
}

__typeof__(void) icalparameter_set_size(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_size)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_stayinformed(__typeof__(icalparameter_stayinformed) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_stayinformed)(a0);
}

__typeof__(icalparameter_stayinformed) icalparameter_get_stayinformed(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_stayinformed)(a0);
}

__typeof__(void) icalparameter_set_stayinformed(__typeof__(icalparameter *) a0, __typeof__(icalparameter_stayinformed) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_stayinformed)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_substate(__typeof__(icalparameter_substate) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_substate)(a0);
}

__typeof__(icalparameter_substate) icalparameter_get_substate(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_substate)(a0);
}

__typeof__(void) icalparameter_set_substate(__typeof__(icalparameter *) a0, __typeof__(icalparameter_substate) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_substate)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_tzid(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_tzid)(a0);
}

__typeof__(const char *) icalparameter_get_tzid(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_tzid)(a0);
}

__typeof__(void) icalparameter_set_tzid(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_tzid)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_value(__typeof__(icalparameter_value) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_value)(a0);
}

__typeof__(icalparameter_value) icalparameter_get_value(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_value)(a0);
}

__typeof__(void) icalparameter_set_value(__typeof__(icalparameter *) a0, __typeof__(icalparameter_value) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_value)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_x(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_x)(a0);
}

__typeof__(const char *) icalparameter_get_x(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_x)(a0);
}

__typeof__(void) icalparameter_set_x(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_x)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_xliccomparetype(__typeof__(icalparameter_xliccomparetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_xliccomparetype)(a0);
}

__typeof__(icalparameter_xliccomparetype) icalparameter_get_xliccomparetype(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_xliccomparetype)(a0);
}

__typeof__(void) icalparameter_set_xliccomparetype(__typeof__(icalparameter *) a0, __typeof__(icalparameter_xliccomparetype) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_xliccomparetype)(a0, a1);
}

__typeof__(icalparameter *) icalparameter_new_xlicerrortype(__typeof__(icalparameter_xlicerrortype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_xlicerrortype)(a0);
}

__typeof__(icalparameter_xlicerrortype) icalparameter_get_xlicerrortype(__typeof__(const icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_xlicerrortype)(a0);
}

__typeof__(void) icalparameter_set_xlicerrortype(__typeof__(icalparameter *) a0, __typeof__(icalparameter_xlicerrortype) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_xlicerrortype)(a0, a1);
}

__typeof__(icalvalue *) icalvalue_new(__typeof__(icalvalue_kind) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new)(a0);
}

__typeof__(icalvalue *) icalvalue_new_clone(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_clone)(a0);
}

__typeof__(icalvalue *) icalvalue_new_from_string(__typeof__(icalvalue_kind) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_new_from_string)(a0, a1);
}

__typeof__(void) icalvalue_free(__typeof__(icalvalue *) a0) {
  HARK_LAZY(hark_lazy_ical, icalvalue_free)(a0);
}

__typeof__(int) icalvalue_is_valid(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_is_valid)(a0);
}

__typeof__(const char *) icalvalue_as_ical_string(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_as_ical_string)(a0);
}

__typeof__(char *) icalvalue_as_ical_string_r(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_as_ical_string_r)(a0);
}

__typeof__(icalvalue_kind) icalvalue_isa(__typeof__(const icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_isa)(a0);
}

__typeof__(int) icalvalue_isa_value(__typeof__(void *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_isa_value)(a0);
}

__typeof__(icalparameter_xliccomparetype) icalvalue_compare(__typeof__(const icalvalue *) a0, __typeof__(const icalvalue *) a1) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_compare)(a0, a1);
}

__typeof__(icalvalue_kind) icalvalue_string_to_kind(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_string_to_kind)(a0);
}

__typeof__(const char *) icalvalue_kind_to_string(__typeof__(const icalvalue_kind) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_kind_to_string)(a0);
}

__typeof__(int) icalvalue_kind_is_valid(__typeof__(const icalvalue_kind) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_kind_is_valid)(a0);
}

__typeof__(int) icalvalue_encode_ical_string(__typeof__(const char *) a0, __typeof__(char *) a1, __typeof__(int) a2) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_encode_ical_string)(a0, a1, a2);
}

__typeof__(int) icalvalue_decode_ical_string(__typeof__(const char *) a0, __typeof__(char *) a1, __typeof__(int) a2) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_decode_ical_string)(a0, a1, a2);
}

__typeof__(icalparameter *) icalparameter_new(__typeof__(icalparameter_kind) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new)(a0);
}

__typeof__(icalparameter *) icalparameter_new_clone(__typeof__(icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_clone)(a0);
}

__typeof__(icalparameter *) icalparameter_new_from_string(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_from_string)(a0);
}

__typeof__(icalparameter *) icalparameter_new_from_value_string(__typeof__(icalparameter_kind) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_new_from_value_string)(a0, a1);
}

__typeof__(void) icalparameter_free(__typeof__(icalparameter *) a0) {
  HARK_LAZY(hark_lazy_ical, icalparameter_free)(a0);
}

__typeof__(char *) icalparameter_as_ical_string(__typeof__(icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_as_ical_string)(a0);
}

__typeof__(char *) icalparameter_as_ical_string_r(__typeof__(icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_as_ical_string_r)(a0);
}

__typeof__(icalparameter_kind) icalparameter_isa(__typeof__(icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_isa)(a0);
}

__typeof__(int) icalparameter_isa_parameter(__typeof__(void *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_isa_parameter)(a0);
}

__typeof__(void) icalparameter_set_xname(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_xname)(a0, a1);
}

__typeof__(const char *) icalparameter_get_xname(__typeof__(icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_xname)(a0);
}

__typeof__(void) icalparameter_set_xvalue(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_xvalue)(a0, a1);
}

__typeof__(const char *) icalparameter_get_xvalue(__typeof__(icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_xvalue)(a0);
}

__typeof__(void) icalparameter_set_iana_name(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_iana_name)(a0, a1);
}

__typeof__(const char *) icalparameter_get_iana_name(__typeof__(icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_iana_name)(a0);
}

__typeof__(void) icalparameter_set_iana_value(__typeof__(icalparameter *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_iana_value)(a0, a1);
}

__typeof__(const char *) icalparameter_get_iana_value(__typeof__(icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_iana_value)(a0);
}

__typeof__(int) icalparameter_has_same_name(__typeof__(icalparameter *) a0, __typeof__(icalparameter *) a1) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_has_same_name)(a0, a1);
}

__typeof__(const char *) icalparameter_kind_to_string(__typeof__(icalparameter_kind) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_kind_to_string)(a0);
}

__typeof__(icalparameter_kind) icalparameter_string_to_kind(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_string_to_kind)(a0);
}

__typeof__(int) icalparameter_kind_is_valid(__typeof__(const icalparameter_kind) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_kind_is_valid)(a0);
}

__typeof__(icalproperty *) icalproperty_new_acceptresponse(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_acceptresponse)(a0);
}

__typeof__(void) icalproperty_set_acceptresponse(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_acceptresponse)(a0, a1);
}

__typeof__(const char *) icalproperty_get_acceptresponse(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_acceptresponse)(a0);
}

__typeof__(icalproperty *) icalproperty_new_acknowledged(__typeof__(struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_acknowledged)(a0);
}

__typeof__(void) icalproperty_set_acknowledged(__typeof__(icalproperty *) a0, __typeof__(struct icaltimetype) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_acknowledged)(a0, a1);
}

__typeof__(struct icaltimetype) icalproperty_get_acknowledged(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_acknowledged)(a0);
}

__typeof__(icalproperty *) icalproperty_new_action(__typeof__(enum icalproperty_action) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_action)(a0);
}

__typeof__(void) icalproperty_set_action(__typeof__(icalproperty *) a0, __typeof__(enum icalproperty_action) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_action)(a0, a1);
}

__typeof__(enum icalproperty_action) icalproperty_get_action(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_action)(a0);
}

__typeof__(icalproperty *) icalproperty_new_allowconflict(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_allowconflict)(a0);
}

__typeof__(void) icalproperty_set_allowconflict(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_allowconflict)(a0, a1);
}

__typeof__(const char *) icalproperty_get_allowconflict(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_allowconflict)(a0);
}

__typeof__(icalproperty *) icalproperty_new_attach(__typeof__(icalattach *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_attach)(a0);
}

__typeof__(void) icalproperty_set_attach(__typeof__(icalproperty *) a0, __typeof__(icalattach *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_attach)(a0, a1);
}

__typeof__(icalattach *) icalproperty_get_attach(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_attach)(a0);
}

__typeof__(icalproperty *) icalproperty_new_attendee(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_attendee)(a0);
}

__typeof__(void) icalproperty_set_attendee(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_attendee)(a0, a1);
}

__typeof__(const char *) icalproperty_get_attendee(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_attendee)(a0);
}

__typeof__(icalproperty *) icalproperty_new_busytype(__typeof__(enum icalproperty_busytype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_busytype)(a0);
}

__typeof__(void) icalproperty_set_busytype(__typeof__(icalproperty *) a0, __typeof__(enum icalproperty_busytype) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_busytype)(a0, a1);
}

__typeof__(enum icalproperty_busytype) icalproperty_get_busytype(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_busytype)(a0);
}

__typeof__(icalproperty *) icalproperty_new_calid(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_calid)(a0);
}

__typeof__(void) icalproperty_set_calid(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_calid)(a0, a1);
}

__typeof__(const char *) icalproperty_get_calid(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_calid)(a0);
}

__typeof__(icalproperty *) icalproperty_new_calmaster(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_calmaster)(a0);
}

__typeof__(void) icalproperty_set_calmaster(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_calmaster)(a0, a1);
}

__typeof__(const char *) icalproperty_get_calmaster(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_calmaster)(a0);
}

__typeof__(icalproperty *) icalproperty_new_calscale(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_calscale)(a0);
}

__typeof__(void) icalproperty_set_calscale(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_calscale)(a0, a1);
}

__typeof__(const char *) icalproperty_get_calscale(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_calscale)(a0);
}

__typeof__(icalproperty *) icalproperty_new_capversion(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_capversion)(a0);
}

__typeof__(void) icalproperty_set_capversion(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_capversion)(a0, a1);
}

__typeof__(const char *) icalproperty_get_capversion(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_capversion)(a0);
}

__typeof__(icalproperty *) icalproperty_new_carlevel(__typeof__(enum icalproperty_carlevel) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_carlevel)(a0);
}

__typeof__(void) icalproperty_set_carlevel(__typeof__(icalproperty *) a0, __typeof__(enum icalproperty_carlevel) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_carlevel)(a0, a1);
}

__typeof__(enum icalproperty_carlevel) icalproperty_get_carlevel(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_carlevel)(a0);
}

__typeof__(icalproperty *) icalproperty_new_carid(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_carid)(a0);
}

__typeof__(void) icalproperty_set_carid(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_carid)(a0, a1);
}

__typeof__(const char *) icalproperty_get_carid(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_carid)(a0);
}

__typeof__(icalproperty *) icalproperty_new_categories(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_categories)(a0);
}

__typeof__(void) icalproperty_set_categories(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_categories)(a0, a1);
}

__typeof__(const char *) icalproperty_get_categories(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_categories)(a0);
}

__typeof__(icalproperty *) icalproperty_new_class(__typeof__(enum icalproperty_class) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_class)(a0);
}

__typeof__(void) icalproperty_set_class(__typeof__(icalproperty *) a0, __typeof__(enum icalproperty_class) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_class)(a0, a1);
}

__typeof__(enum icalproperty_class) icalproperty_get_class(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_class)(a0);
}

__typeof__(icalproperty *) icalproperty_new_cmd(__typeof__(enum icalproperty_cmd) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_cmd)(a0);
}

__typeof__(void) icalproperty_set_cmd(__typeof__(icalproperty *) a0, __typeof__(enum icalproperty_cmd) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_cmd)(a0, a1);
}

__typeof__(enum icalproperty_cmd) icalproperty_get_cmd(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_cmd)(a0);
}

__typeof__(icalproperty *) icalproperty_new_color(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_color)(a0);
}

__typeof__(void) icalproperty_set_color(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_color)(a0, a1);
}

__typeof__(const char *) icalproperty_get_color(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_color)(a0);
}

__typeof__(icalproperty *) icalproperty_new_comment(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_comment)(a0);
}

__typeof__(void) icalproperty_set_comment(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_comment)(a0, a1);
}

__typeof__(const char *) icalproperty_get_comment(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_comment)(a0);
}

__typeof__(icalproperty *) icalproperty_new_completed(__typeof__(struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_completed)(a0);
}

__typeof__(void) icalproperty_set_completed(__typeof__(icalproperty *) a0, __typeof__(struct icaltimetype) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_completed)(a0, a1);
}

__typeof__(struct icaltimetype) icalproperty_get_completed(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_completed)(a0);
}

__typeof__(icalproperty *) icalproperty_new_components(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_components)(a0);
}

__typeof__(void) icalproperty_set_components(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_components)(a0, a1);
}

__typeof__(const char *) icalproperty_get_components(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_components)(a0);
}

__typeof__(icalproperty *) icalproperty_new_conference(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_conference)(a0);
}

__typeof__(void) icalproperty_set_conference(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_conference)(a0, a1);
}

__typeof__(const char *) icalproperty_get_conference(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_conference)(a0);
}

__typeof__(icalproperty *) icalproperty_new_contact(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_contact)(a0);
}

__typeof__(void) icalproperty_set_contact(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_contact)(a0, a1);
}

__typeof__(const char *) icalproperty_get_contact(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_contact)(a0);
}

__typeof__(icalproperty *) icalproperty_new_created(__typeof__(struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_created)(a0);
}

__typeof__(void) icalproperty_set_created(__typeof__(icalproperty *) a0, __typeof__(struct icaltimetype) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_created)(a0, a1);
}

__typeof__(struct icaltimetype) icalproperty_get_created(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_created)(a0);
}

__typeof__(icalproperty *) icalproperty_new_csid(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_csid)(a0);
}

__typeof__(void) icalproperty_set_csid(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_csid)(a0, a1);
}

__typeof__(const char *) icalproperty_get_csid(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_csid)(a0);
}

__typeof__(icalproperty *) icalproperty_new_datemax(__typeof__(struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_datemax)(a0);
}

__typeof__(void) icalproperty_set_datemax(__typeof__(icalproperty *) a0, __typeof__(struct icaltimetype) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_datemax)(a0, a1);
}

__typeof__(struct icaltimetype) icalproperty_get_datemax(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_datemax)(a0);
}

__typeof__(icalproperty *) icalproperty_new_datemin(__typeof__(struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_datemin)(a0);
}

__typeof__(void) icalproperty_set_datemin(__typeof__(icalproperty *) a0, __typeof__(struct icaltimetype) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_datemin)(a0, a1);
}

__typeof__(struct icaltimetype) icalproperty_get_datemin(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_datemin)(a0);
}

__typeof__(icalproperty *) icalproperty_new_decreed(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_decreed)(a0);
}

__typeof__(void) icalproperty_set_decreed(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_decreed)(a0, a1);
}

__typeof__(const char *) icalproperty_get_decreed(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_decreed)(a0);
}

__typeof__(icalproperty *) icalproperty_new_defaultcharset(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_defaultcharset)(a0);
}

__typeof__(void) icalproperty_set_defaultcharset(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_defaultcharset)(a0, a1);
}

__typeof__(const char *) icalproperty_get_defaultcharset(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_defaultcharset)(a0);
}

__typeof__(icalproperty *) icalproperty_new_defaultlocale(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_defaultlocale)(a0);
}

__typeof__(void) icalproperty_set_defaultlocale(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_defaultlocale)(a0, a1);
}

__typeof__(const char *) icalproperty_get_defaultlocale(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_defaultlocale)(a0);
}

__typeof__(icalproperty *) icalproperty_new_defaulttzid(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_defaulttzid)(a0);
}

__typeof__(void) icalproperty_set_defaulttzid(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_defaulttzid)(a0, a1);
}

__typeof__(const char *) icalproperty_get_defaulttzid(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_defaulttzid)(a0);
}

__typeof__(icalproperty *) icalproperty_new_defaultvcars(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_defaultvcars)(a0);
}

__typeof__(void) icalproperty_set_defaultvcars(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_defaultvcars)(a0, a1);
}

__typeof__(const char *) icalproperty_get_defaultvcars(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_defaultvcars)(a0);
}

__typeof__(icalproperty *) icalproperty_new_deny(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_deny)(a0);
}

__typeof__(void) icalproperty_set_deny(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_deny)(a0, a1);
}

__typeof__(const char *) icalproperty_get_deny(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_deny)(a0);
}

__typeof__(icalproperty *) icalproperty_new_description(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_description)(a0);
}

__typeof__(void) icalproperty_set_description(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_description)(a0, a1);
}

__typeof__(const char *) icalproperty_get_description(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_description)(a0);
}

__typeof__(icalproperty *) icalproperty_new_dtend(__typeof__(struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_dtend)(a0);
}

__typeof__(void) icalproperty_set_dtend(__typeof__(icalproperty *) a0, __typeof__(struct icaltimetype) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_dtend)(a0, a1);
}

__typeof__(struct icaltimetype) icalproperty_get_dtend(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_dtend)(a0);
}

__typeof__(icalproperty *) icalproperty_new_dtstamp(__typeof__(struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_dtstamp)(a0);
}

__typeof__(void) icalproperty_set_dtstamp(__typeof__(icalproperty *) a0, __typeof__(struct icaltimetype) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_dtstamp)(a0, a1);
}

__typeof__(struct icaltimetype) icalproperty_get_dtstamp(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_dtstamp)(a0);
}

__typeof__(icalproperty *) icalproperty_new_dtstart(__typeof__(struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_dtstart)(a0);
}

__typeof__(void) icalproperty_set_dtstart(__typeof__(icalproperty *) a0, __typeof__(struct icaltimetype) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_dtstart)(a0, a1);
}

__typeof__(struct icaltimetype) icalproperty_get_dtstart(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_dtstart)(a0);
}

__typeof__(icalproperty *) icalproperty_new_due(__typeof__(struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_due)(a0);
}

__typeof__(void) icalproperty_set_due(__typeof__(icalproperty *) a0, __typeof__(struct icaltimetype) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_due)(a0, a1);
}

__typeof__(struct icaltimetype) icalproperty_get_due(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_due)(a0);
}

__typeof__(icalproperty *) icalproperty_new_duration(__typeof__(struct icaldurationtype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_duration)(a0);
}

__typeof__(void) icalproperty_set_duration(__typeof__(icalproperty *) a0, __typeof__(struct icaldurationtype) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_duration)(a0, a1);
}

__typeof__(struct icaldurationtype) icalproperty_get_duration(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_duration)(a0);
}

__typeof__(icalproperty *) icalproperty_new_estimatedduration(__typeof__(struct icaldurationtype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_estimatedduration)(a0);
}

__typeof__(void) icalproperty_set_estimatedduration(__typeof__(icalproperty *) a0, __typeof__(struct icaldurationtype) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_estimatedduration)(a0, a1);
}

__typeof__(struct icaldurationtype) icalproperty_get_estimatedduration(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_estimatedduration)(a0);
}

__typeof__(icalproperty *) icalproperty_new_exdate(__typeof__(struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_exdate)(a0);
}

__typeof__(void) icalproperty_set_exdate(__typeof__(icalproperty *) a0, __typeof__(struct icaltimetype) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_exdate)(a0, a1);
}

__typeof__(struct icaltimetype) icalproperty_get_exdate(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_exdate)(a0);
}

__typeof__(icalproperty *) icalproperty_new_expand(__typeof__(int) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_expand)(a0);
}

__typeof__(void) icalproperty_set_expand(__typeof__(icalproperty *) a0, __typeof__(int) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_expand)(a0, a1);
}

__typeof__(int) icalproperty_get_expand(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_expand)(a0);
}

__typeof__(icalproperty *) icalproperty_new_exrule(__typeof__(struct icalrecurrencetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_exrule)(a0);
}

__typeof__(void) icalproperty_set_exrule(__typeof__(icalproperty *) a0, __typeof__(struct icalrecurrencetype) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_exrule)(a0, a1);
}

__typeof__(struct icalrecurrencetype) icalproperty_get_exrule(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_exrule)(a0);
}

__typeof__(icalproperty *) icalproperty_new_freebusy(__typeof__(struct icalperiodtype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_freebusy)(a0);
}

__typeof__(void) icalproperty_set_freebusy(__typeof__(icalproperty *) a0, __typeof__(struct icalperiodtype) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_freebusy)(a0, a1);
}

__typeof__(struct icalperiodtype) icalproperty_get_freebusy(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_freebusy)(a0);
}

__typeof__(icalproperty *) icalproperty_new_geo(__typeof__(struct icalgeotype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_geo)(a0);
}

__typeof__(void) icalproperty_set_geo(__typeof__(icalproperty *) a0, __typeof__(struct icalgeotype) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_geo)(a0, a1);
}

__typeof__(struct icalgeotype) icalproperty_get_geo(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_geo)(a0);
}

__typeof__(icalproperty *) icalproperty_new_grant(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_grant)(a0);
}

__typeof__(void) icalproperty_set_grant(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_grant)(a0, a1);
}

__typeof__(const char *) icalproperty_get_grant(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_grant)(a0);
}

__typeof__(icalproperty *) icalproperty_new_image(__typeof__(icalattach *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_image)(a0);
}

__typeof__(void) icalproperty_set_image(__typeof__(icalproperty *) a0, __typeof__(icalattach *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_image)(a0, a1);
}

__typeof__(icalattach *) icalproperty_get_image(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_image)(a0);
}

__typeof__(icalproperty *) icalproperty_new_itipversion(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_itipversion)(a0);
}

__typeof__(void) icalproperty_set_itipversion(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_itipversion)(a0, a1);
}

__typeof__(const char *) icalproperty_get_itipversion(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_itipversion)(a0);
}

__typeof__(icalproperty *) icalproperty_new_lastmodified(__typeof__(struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_lastmodified)(a0);
}

__typeof__(void) icalproperty_set_lastmodified(__typeof__(icalproperty *) a0, __typeof__(struct icaltimetype) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_lastmodified)(a0, a1);
}

__typeof__(struct icaltimetype) icalproperty_get_lastmodified(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_lastmodified)(a0);
}

__typeof__(icalproperty *) icalproperty_new_location(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_location)(a0);
}

__typeof__(void) icalproperty_set_location(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_location)(a0, a1);
}

__typeof__(const char *) icalproperty_get_location(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_location)(a0);
}

__typeof__(icalproperty *) icalproperty_new_maxcomponentsize(__typeof__(int) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_maxcomponentsize)(a0);
}

__typeof__(void) icalproperty_set_maxcomponentsize(__typeof__(icalproperty *) a0, __typeof__(int) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_maxcomponentsize)(a0, a1);
}

__typeof__(int) icalproperty_get_maxcomponentsize(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_maxcomponentsize)(a0);
}

__typeof__(icalproperty *) icalproperty_new_maxdate(__typeof__(struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_maxdate)(a0);
}

__typeof__(void) icalproperty_set_maxdate(__typeof__(icalproperty *) a0, __typeof__(struct icaltimetype) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_maxdate)(a0, a1);
}

__typeof__(struct icaltimetype) icalproperty_get_maxdate(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_maxdate)(a0);
}

__typeof__(icalproperty *) icalproperty_new_maxresults(__typeof__(int) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_maxresults)(a0);
}

__typeof__(void) icalproperty_set_maxresults(__typeof__(icalproperty *) a0, __typeof__(int) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_maxresults)(a0, a1);
}

__typeof__(int) icalproperty_get_maxresults(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_maxresults)(a0);
}

__typeof__(icalproperty *) icalproperty_new_maxresultssize(__typeof__(int) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_maxresultssize)(a0);
}

__typeof__(void) icalproperty_set_maxresultssize(__typeof__(icalproperty *) a0, __typeof__(int) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_maxresultssize)(a0, a1);
}

__typeof__(int) icalproperty_get_maxresultssize(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_maxresultssize)(a0);
}

__typeof__(icalproperty *) icalproperty_new_method(__typeof__(enum icalproperty_method) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_method)(a0);
}

__typeof__(void) icalproperty_set_method(__typeof__(icalproperty *) a0, __typeof__(enum icalproperty_method) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_method)(a0, a1);
}

__typeof__(enum icalproperty_method) icalproperty_get_method(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_method)(a0);
}

__typeof__(icalproperty *) icalproperty_new_mindate(__typeof__(struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_mindate)(a0);
}

__typeof__(void) icalproperty_set_mindate(__typeof__(icalproperty *) a0, __typeof__(struct icaltimetype) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_mindate)(a0, a1);
}

__typeof__(struct icaltimetype) icalproperty_get_mindate(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_mindate)(a0);
}

__typeof__(icalproperty *) icalproperty_new_multipart(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_multipart)(a0);
}

__typeof__(void) icalproperty_set_multipart(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_multipart)(a0, a1);
}

__typeof__(const char *) icalproperty_get_multipart(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_multipart)(a0);
}

__typeof__(icalproperty *) icalproperty_new_name(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_name)(a0);
}

__typeof__(void) icalproperty_set_name(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_name)(a0, a1);
}

__typeof__(const char *) icalproperty_get_name(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_name)(a0);
}

__typeof__(icalproperty *) icalproperty_new_organizer(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_organizer)(a0);
}

__typeof__(void) icalproperty_set_organizer(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_organizer)(a0, a1);
}

__typeof__(const char *) icalproperty_get_organizer(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_organizer)(a0);
}

__typeof__(icalproperty *) icalproperty_new_owner(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_owner)(a0);
}

__typeof__(void) icalproperty_set_owner(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_owner)(a0, a1);
}

__typeof__(const char *) icalproperty_get_owner(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_owner)(a0);
}

__typeof__(icalproperty *) icalproperty_new_patchdelete(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_patchdelete)(a0);
}

__typeof__(void) icalproperty_set_patchdelete(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_patchdelete)(a0, a1);
}

__typeof__(const char *) icalproperty_get_patchdelete(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_patchdelete)(a0);
}

__typeof__(icalproperty *) icalproperty_new_patchorder(__typeof__(int) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_patchorder)(a0);
}

__typeof__(void) icalproperty_set_patchorder(__typeof__(icalproperty *) a0, __typeof__(int) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_patchorder)(a0, a1);
}

__typeof__(int) icalproperty_get_patchorder(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_patchorder)(a0);
}

__typeof__(icalproperty *) icalproperty_new_patchparameter(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_patchparameter)(a0);
}

__typeof__(void) icalproperty_set_patchparameter(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_patchparameter)(a0, a1);
}

__typeof__(const char *) icalproperty_get_patchparameter(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_patchparameter)(a0);
}

__typeof__(icalproperty *) icalproperty_new_patchtarget(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_patchtarget)(a0);
}

__typeof__(void) icalproperty_set_patchtarget(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_patchtarget)(a0, a1);
}

__typeof__(const char *) icalproperty_get_patchtarget(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_patchtarget)(a0);
}

__typeof__(icalproperty *) icalproperty_new_patchversion(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_patchversion)(a0);
}

__typeof__(void) icalproperty_set_patchversion(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_patchversion)(a0, a1);
}

__typeof__(const char *) icalproperty_get_patchversion(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_patchversion)(a0);
}

__typeof__(icalproperty *) icalproperty_new_percentcomplete(__typeof__(int) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_percentcomplete)(a0);
}

__typeof__(void) icalproperty_set_percentcomplete(__typeof__(icalproperty *) a0, __typeof__(int) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_percentcomplete)(a0, a1);
}

__typeof__(int) icalproperty_get_percentcomplete(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_percentcomplete)(a0);
}

__typeof__(icalproperty *) icalproperty_new_permission(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_permission)(a0);
}

__typeof__(void) icalproperty_set_permission(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_permission)(a0, a1);
}

__typeof__(const char *) icalproperty_get_permission(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_permission)(a0);
}

__typeof__(icalproperty *) icalproperty_new_pollcompletion(__typeof__(enum icalproperty_pollcompletion) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_pollcompletion)(a0);
}

__typeof__(void) icalproperty_set_pollcompletion(__typeof__(icalproperty *) a0, __typeof__(enum icalproperty_pollcompletion) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_pollcompletion)(a0, a1);
}

__typeof__(enum icalproperty_pollcompletion) icalproperty_get_pollcompletion(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_pollcompletion)(a0);
}

__typeof__(icalproperty *) icalproperty_new_pollitemid(__typeof__(int) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_pollitemid)(a0);
}

__typeof__(void) icalproperty_set_pollitemid(__typeof__(icalproperty *) a0, __typeof__(int) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_pollitemid)(a0, a1);
}

__typeof__(int) icalproperty_get_pollitemid(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_pollitemid)(a0);
}

__typeof__(icalproperty *) icalproperty_new_pollmode(__typeof__(enum icalproperty_pollmode) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_pollmode)(a0);
}

__typeof__(void) icalproperty_set_pollmode(__typeof__(icalproperty *) a0, __typeof__(enum icalproperty_pollmode) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_pollmode)(a0, a1);
}

__typeof__(enum icalproperty_pollmode) icalproperty_get_pollmode(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_pollmode)(a0);
}

__typeof__(icalproperty *) icalproperty_new_pollproperties(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_pollproperties)(a0);
}

__typeof__(void) icalproperty_set_pollproperties(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_pollproperties)(a0, a1);
}

__typeof__(const char *) icalproperty_get_pollproperties(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_pollproperties)(a0);
}

__typeof__(icalproperty *) icalproperty_new_pollwinner(__typeof__(int) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_pollwinner)(a0);
}

__typeof__(void) icalproperty_set_pollwinner(__typeof__(icalproperty *) a0, __typeof__(int) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_pollwinner)(a0, a1);
}

__typeof__(int) icalproperty_get_pollwinner(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_pollwinner)(a0);
}

__typeof__(icalproperty *) icalproperty_new_priority(__typeof__(int) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_priority)(a0);
}

__typeof__(void) icalproperty_set_priority(__typeof__(icalproperty *) a0, __typeof__(int) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_priority)(a0, a1);
}

__typeof__(int) icalproperty_get_priority(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_priority)(a0);
}

__typeof__(icalproperty *) icalproperty_new_prodid(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_prodid)(a0);
}

__typeof__(void) icalproperty_set_prodid(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_prodid)(a0, a1);
}

__typeof__(const char *) icalproperty_get_prodid(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_prodid)(a0);
}

__typeof__(icalproperty *) icalproperty_new_query(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_query)(a0);
}

__typeof__(void) icalproperty_set_query(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_query)(a0, a1);
}

__typeof__(const char *) icalproperty_get_query(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_query)(a0);
}

__typeof__(icalproperty *) icalproperty_new_querylevel(__typeof__(enum icalproperty_querylevel) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_querylevel)(a0);
}

__typeof__(void) icalproperty_set_querylevel(__typeof__(icalproperty *) a0, __typeof__(enum icalproperty_querylevel) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_querylevel)(a0, a1);
}

__typeof__(enum icalproperty_querylevel) icalproperty_get_querylevel(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_querylevel)(a0);
}

__typeof__(icalproperty *) icalproperty_new_queryid(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_queryid)(a0);
}

__typeof__(void) icalproperty_set_queryid(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_queryid)(a0, a1);
}

__typeof__(const char *) icalproperty_get_queryid(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_queryid)(a0);
}

__typeof__(icalproperty *) icalproperty_new_queryname(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_queryname)(a0);
}

__typeof__(void) icalproperty_set_queryname(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_queryname)(a0, a1);
}

__typeof__(const char *) icalproperty_get_queryname(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_queryname)(a0);
}

__typeof__(icalproperty *) icalproperty_new_rdate(__typeof__(struct icaldatetimeperiodtype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_rdate)(a0);
}

__typeof__(void) icalproperty_set_rdate(__typeof__(icalproperty *) a0, __typeof__(struct icaldatetimeperiodtype) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_rdate)(a0, a1);
}

__typeof__(struct icaldatetimeperiodtype) icalproperty_get_rdate(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_rdate)(a0);
}

__typeof__(icalproperty *) icalproperty_new_recuraccepted(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_recuraccepted)(a0);
}

__typeof__(void) icalproperty_set_recuraccepted(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_recuraccepted)(a0, a1);
}

__typeof__(const char *) icalproperty_get_recuraccepted(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_recuraccepted)(a0);
}

__typeof__(icalproperty *) icalproperty_new_recurexpand(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_recurexpand)(a0);
}

__typeof__(void) icalproperty_set_recurexpand(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_recurexpand)(a0, a1);
}

__typeof__(const char *) icalproperty_get_recurexpand(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_recurexpand)(a0);
}

__typeof__(icalproperty *) icalproperty_new_recurlimit(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_recurlimit)(a0);
}

__typeof__(void) icalproperty_set_recurlimit(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_recurlimit)(a0, a1);
}

__typeof__(const char *) icalproperty_get_recurlimit(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_recurlimit)(a0);
}

__typeof__(icalproperty *) icalproperty_new_recurrenceid(__typeof__(struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_recurrenceid)(a0);
}

__typeof__(void) icalproperty_set_recurrenceid(__typeof__(icalproperty *) a0, __typeof__(struct icaltimetype) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_recurrenceid)(a0, a1);
}

__typeof__(struct icaltimetype) icalproperty_get_recurrenceid(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_recurrenceid)(a0);
}

__typeof__(icalproperty *) icalproperty_new_refreshinterval(__typeof__(struct icaldurationtype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_refreshinterval)(a0);
}

__typeof__(void) icalproperty_set_refreshinterval(__typeof__(icalproperty *) a0, __typeof__(struct icaldurationtype) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_refreshinterval)(a0, a1);
}

__typeof__(struct icaldurationtype) icalproperty_get_refreshinterval(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_refreshinterval)(a0);
}

__typeof__(icalproperty *) icalproperty_new_relatedto(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_relatedto)(a0);
}

__typeof__(void) icalproperty_set_relatedto(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_relatedto)(a0, a1);
}

__typeof__(const char *) icalproperty_get_relatedto(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_relatedto)(a0);
}

__typeof__(icalproperty *) icalproperty_new_relcalid(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_relcalid)(a0);
}

__typeof__(void) icalproperty_set_relcalid(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_relcalid)(a0, a1);
}

__typeof__(const char *) icalproperty_get_relcalid(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_relcalid)(a0);
}

__typeof__(icalproperty *) icalproperty_new_repeat(__typeof__(int) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_repeat)(a0);
}

__typeof__(void) icalproperty_set_repeat(__typeof__(icalproperty *) a0, __typeof__(int) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_repeat)(a0, a1);
}

__typeof__(int) icalproperty_get_repeat(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_repeat)(a0);
}

__typeof__(icalproperty *) icalproperty_new_replyurl(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_replyurl)(a0);
}

__typeof__(void) icalproperty_set_replyurl(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_replyurl)(a0, a1);
}

__typeof__(const char *) icalproperty_get_replyurl(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_replyurl)(a0);
}

__typeof__(icalproperty *) icalproperty_new_requeststatus(__typeof__(struct icalreqstattype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_requeststatus)(a0);
}

__typeof__(void) icalproperty_set_requeststatus(__typeof__(icalproperty *) a0, __typeof__(struct icalreqstattype) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_requeststatus)(a0, a1);
}

__typeof__(struct icalreqstattype) icalproperty_get_requeststatus(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_requeststatus)(a0);
}

__typeof__(icalproperty *) icalproperty_new_resources(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_resources)(a0);
}

__typeof__(void) icalproperty_set_resources(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_resources)(a0, a1);
}

__typeof__(const char *) icalproperty_get_resources(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_resources)(a0);
}

__typeof__(icalproperty *) icalproperty_new_response(__typeof__(int) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_response)(a0);
}

__typeof__(void) icalproperty_set_response(__typeof__(icalproperty *) a0, __typeof__(int) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_response)(a0, a1);
}

__typeof__(int) icalproperty_get_response(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_response)(a0);
}

__typeof__(icalproperty *) icalproperty_new_restriction(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_restriction)(a0);
}

__typeof__(void) icalproperty_set_restriction(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_restriction)(a0, a1);
}

__typeof__(const char *) icalproperty_get_restriction(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_restriction)(a0);
}

__typeof__(icalproperty *) icalproperty_new_rrule(__typeof__(struct icalrecurrencetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_rrule)(a0);
}

__typeof__(void) icalproperty_set_rrule(__typeof__(icalproperty *) a0, __typeof__(struct icalrecurrencetype) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_rrule)(a0, a1);
}

__typeof__(struct icalrecurrencetype) icalproperty_get_rrule(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_rrule)(a0);
}

__typeof__(icalproperty *) icalproperty_new_scope(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_scope)(a0);
}

__typeof__(void) icalproperty_set_scope(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_scope)(a0, a1);
}

__typeof__(const char *) icalproperty_get_scope(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_scope)(a0);
}

__typeof__(icalproperty *) icalproperty_new_sequence(__typeof__(int) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_sequence)(a0);
}

__typeof__(void) icalproperty_set_sequence(__typeof__(icalproperty *) a0, __typeof__(int) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_sequence)(a0, a1);
}

__typeof__(int) icalproperty_get_sequence(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_sequence)(a0);
}

__typeof__(icalproperty *) icalproperty_new_source(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_source)(a0);
}

__typeof__(void) icalproperty_set_source(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_source)(a0, a1);
}

__typeof__(const char *) icalproperty_get_source(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_source)(a0);
}

__typeof__(icalproperty *) icalproperty_new_status(__typeof__(enum icalproperty_status) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_status)(a0);
}

__typeof__(void) icalproperty_set_status(__typeof__(icalproperty *) a0, __typeof__(enum icalproperty_status) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_status)(a0, a1);
}

__typeof__(enum icalproperty_status) icalproperty_get_status(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_status)(a0);
}

__typeof__(icalproperty *) icalproperty_new_storesexpanded(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_storesexpanded)(a0);
}

__typeof__(void) icalproperty_set_storesexpanded(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_storesexpanded)(a0, a1);
}

__typeof__(const char *) icalproperty_get_storesexpanded(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_storesexpanded)(a0);
}

__typeof__(icalproperty *) icalproperty_new_summary(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_summary)(a0);
}

__typeof__(void) icalproperty_set_summary(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_summary)(a0, a1);
}

__typeof__(const char *) icalproperty_get_summary(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_summary)(a0);
}

__typeof__(icalproperty *) icalproperty_new_target(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_target)(a0);
}

__typeof__(void) icalproperty_set_target(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_target)(a0, a1);
}

__typeof__(const char *) icalproperty_get_target(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_target)(a0);
}

__typeof__(icalproperty *) icalproperty_new_taskmode(__typeof__(enum icalproperty_taskmode) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_taskmode)(a0);
}

__typeof__(void) icalproperty_set_taskmode(__typeof__(icalproperty *) a0, __typeof__(enum icalproperty_taskmode) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_taskmode)(a0, a1);
}

__typeof__(enum icalproperty_taskmode) icalproperty_get_taskmode(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_taskmode)(a0);
}

__typeof__(icalproperty *) icalproperty_new_transp(__typeof__(enum icalproperty_transp) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_transp)(a0);
}

__typeof__(void) icalproperty_set_transp(__typeof__(icalproperty *) a0, __typeof__(enum icalproperty_transp) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_transp)(a0, a1);
}

__typeof__(enum icalproperty_transp) icalproperty_get_transp(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_transp)(a0);
}

__typeof__(icalproperty *) icalproperty_new_trigger(__typeof__(struct icaltriggertype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_trigger)(a0);
}

__typeof__(void) icalproperty_set_trigger(__typeof__(icalproperty *) a0, __typeof__(struct icaltriggertype) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_trigger)(a0, a1);
}

__typeof__(struct icaltriggertype) icalproperty_get_trigger(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_trigger)(a0);
}

__typeof__(icalproperty *) icalproperty_new_tzid(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_tzid)(a0);
}

__typeof__(void) icalproperty_set_tzid(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_tzid)(a0, a1);
}

__typeof__(const char *) icalproperty_get_tzid(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_tzid)(a0);
}

__typeof__(icalproperty *) icalproperty_new_tzidaliasof(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_tzidaliasof)(a0);
}

__typeof__(void) icalproperty_set_tzidaliasof(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_tzidaliasof)(a0, a1);
}

__typeof__(const char *) icalproperty_get_tzidaliasof(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_tzidaliasof)(a0);
}

__typeof__(icalproperty *) icalproperty_new_tzname(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_tzname)(a0);
}

__typeof__(void) icalproperty_set_tzname(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_tzname)(a0, a1);
}

__typeof__(const char *) icalproperty_get_tzname(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_tzname)(a0);
}

__typeof__(icalproperty *) icalproperty_new_tzoffsetfrom(__typeof__(int) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_tzoffsetfrom)(a0);
}

__typeof__(void) icalproperty_set_tzoffsetfrom(__typeof__(icalproperty *) a0, __typeof__(int) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_tzoffsetfrom)(a0, a1);
}

__typeof__(int) icalproperty_get_tzoffsetfrom(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_tzoffsetfrom)(a0);
}

__typeof__(icalproperty *) icalproperty_new_tzoffsetto(__typeof__(int) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_tzoffsetto)(a0);
}

__typeof__(void) icalproperty_set_tzoffsetto(__typeof__(icalproperty *) a0, __typeof__(int) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_tzoffsetto)(a0, a1);
}

__typeof__(int) icalproperty_get_tzoffsetto(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_tzoffsetto)(a0);
}

__typeof__(icalproperty *) icalproperty_new_tzuntil(__typeof__(struct icaltimetype) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_tzuntil)(a0);
}

__typeof__(void) icalproperty_set_tzuntil(__typeof__(icalproperty *) a0, __typeof__(struct icaltimetype) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_tzuntil)(a0, a1);
}

__typeof__(struct icaltimetype) icalproperty_get_tzuntil(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_tzuntil)(a0);
}

__typeof__(icalproperty *) icalproperty_new_tzurl(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_tzurl)(a0);
}

__typeof__(void) icalproperty_set_tzurl(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_tzurl)(a0, a1);
}

__typeof__(const char *) icalproperty_get_tzurl(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_tzurl)(a0);
}

__typeof__(icalproperty *) icalproperty_new_uid(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_uid)(a0);
}

__typeof__(void) icalproperty_set_uid(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_uid)(a0, a1);
}

__typeof__(const char *) icalproperty_get_uid(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_uid)(a0);
}

__typeof__(icalproperty *) icalproperty_new_url(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_url)(a0);
}

__typeof__(void) icalproperty_set_url(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_url)(a0, a1);
}

__typeof__(const char *) icalproperty_get_url(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_url)(a0);
}

__typeof__(icalproperty *) icalproperty_new_version(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_version)(a0);
}

__typeof__(void) icalproperty_set_version(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_version)(a0, a1);
}

__typeof__(const char *) icalproperty_get_version(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_version)(a0);
}

__typeof__(icalproperty *) icalproperty_new_voter(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_voter)(a0);
}

__typeof__(void) icalproperty_set_voter(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_voter)(a0, a1);
}

__typeof__(const char *) icalproperty_get_voter(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_voter)(a0);
}

__typeof__(icalproperty *) icalproperty_new_x(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_x)(a0);
}

__typeof__(void) icalproperty_set_x(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_x)(a0, a1);
}

__typeof__(const char *) icalproperty_get_x(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_x)(a0);
}

__typeof__(icalproperty *) icalproperty_new_xlicclass(__typeof__(enum icalproperty_xlicclass) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_xlicclass)(a0);
}

__typeof__(void) icalproperty_set_xlicclass(__typeof__(icalproperty *) a0, __typeof__(enum icalproperty_xlicclass) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_xlicclass)(a0, a1);
}

__typeof__(enum icalproperty_xlicclass) icalproperty_get_xlicclass(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_xlicclass)(a0);
}

__typeof__(icalproperty *) icalproperty_new_xlicclustercount(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_xlicclustercount)(a0);
}

__typeof__(void) icalproperty_set_xlicclustercount(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_xlicclustercount)(a0, a1);
}

__typeof__(const char *) icalproperty_get_xlicclustercount(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_xlicclustercount)(a0);
}

__typeof__(icalproperty *) icalproperty_new_xlicerror(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_xlicerror)(a0);
}

__typeof__(void) icalproperty_set_xlicerror(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_xlicerror)(a0, a1);
}

__typeof__(const char *) icalproperty_get_xlicerror(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_xlicerror)(a0);
}

__typeof__(icalproperty *) icalproperty_new_xlicmimecharset(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_xlicmimecharset)(a0);
}

__typeof__(void) icalproperty_set_xlicmimecharset(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_xlicmimecharset)(a0, a1);
}

__typeof__(const char *) icalproperty_get_xlicmimecharset(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_xlicmimecharset)(a0);
}

__typeof__(icalproperty *) icalproperty_new_xlicmimecid(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_xlicmimecid)(a0);
}

__typeof__(void) icalproperty_set_xlicmimecid(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_xlicmimecid)(a0, a1);
}

__typeof__(const char *) icalproperty_get_xlicmimecid(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_xlicmimecid)(a0);
}

__typeof__(icalproperty *) icalproperty_new_xlicmimecontenttype(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_xlicmimecontenttype)(a0);
}

__typeof__(void) icalproperty_set_xlicmimecontenttype(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_xlicmimecontenttype)(a0, a1);
}

__typeof__(const char *) icalproperty_get_xlicmimecontenttype(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_xlicmimecontenttype)(a0);
}

__typeof__(icalproperty *) icalproperty_new_xlicmimeencoding(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_xlicmimeencoding)(a0);
}

__typeof__(void) icalproperty_set_xlicmimeencoding(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_xlicmimeencoding)(a0, a1);
}

__typeof__(const char *) icalproperty_get_xlicmimeencoding(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_xlicmimeencoding)(a0);
}

__typeof__(icalproperty *) icalproperty_new_xlicmimefilename(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_xlicmimefilename)(a0);
}

__typeof__(void) icalproperty_set_xlicmimefilename(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_xlicmimefilename)(a0, a1);
}

__typeof__(const char *) icalproperty_get_xlicmimefilename(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_xlicmimefilename)(a0);
}

__typeof__(icalproperty *) icalproperty_new_xlicmimeoptinfo(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_xlicmimeoptinfo)(a0);
}

__typeof__(void) icalproperty_set_xlicmimeoptinfo(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_xlicmimeoptinfo)(a0, a1);
}

__typeof__(const char *) icalproperty_get_xlicmimeoptinfo(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_xlicmimeoptinfo)(a0);
}

__typeof__(icalproperty *) icalproperty_new(__typeof__(icalproperty_kind) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new)(a0);
}

__typeof__(icalproperty *) icalproperty_new_impl(__typeof__(icalproperty_kind) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_impl)(a0);
}

__typeof__(icalproperty *) icalproperty_new_clone(__typeof__(icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_clone)(a0);
}

__typeof__(icalproperty *) icalproperty_new_from_string(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_new_from_string)(a0);
}

__typeof__(const char *) icalproperty_as_ical_string(__typeof__(icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_as_ical_string)(a0);
}

__typeof__(char *) icalproperty_as_ical_string_r(__typeof__(icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_as_ical_string_r)(a0);
}

__typeof__(void) icalproperty_free(__typeof__(icalproperty *) a0) {
  HARK_LAZY(hark_lazy_ical, icalproperty_free)(a0);
}

__typeof__(icalproperty_kind) icalproperty_isa(__typeof__(icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_isa)(a0);
}

__typeof__(int) icalproperty_isa_property(__typeof__(void *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_isa_property)(a0);
}

__typeof__(void) icalproperty_add_parameter(__typeof__(icalproperty *) a0, __typeof__(icalparameter *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_add_parameter)(a0, a1);
}

__typeof__(void) icalproperty_set_parameter(__typeof__(icalproperty *) a0, __typeof__(icalparameter *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_parameter)(a0, a1);
}

__typeof__(void) icalproperty_set_parameter_from_string(__typeof__(icalproperty *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_parameter_from_string)(a0, a1, a2);
}

__typeof__(const char *) icalproperty_get_parameter_as_string(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_parameter_as_string)(a0, a1);
}

__typeof__(char *) icalproperty_get_parameter_as_string_r(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_parameter_as_string_r)(a0, a1);
}

__typeof__(void) icalproperty_remove_parameter_by_kind(__typeof__(icalproperty *) a0, __typeof__(icalparameter_kind) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_remove_parameter_by_kind)(a0, a1);
}

__typeof__(void) icalproperty_remove_parameter_by_name(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_remove_parameter_by_name)(a0, a1);
}

__typeof__(void) icalproperty_remove_parameter_by_ref(__typeof__(icalproperty *) a0, __typeof__(icalparameter *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_remove_parameter_by_ref)(a0, a1);
}

__typeof__(int) icalproperty_count_parameters(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_count_parameters)(a0);
}

__typeof__(icalparameter *) icalproperty_get_first_parameter(__typeof__(icalproperty *) a0, __typeof__(icalparameter_kind) a1) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_first_parameter)(a0, a1);
}

__typeof__(icalparameter *) icalproperty_get_next_parameter(__typeof__(icalproperty *) a0, __typeof__(icalparameter_kind) a1) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_next_parameter)(a0, a1);
}

__typeof__(void) icalproperty_set_value(__typeof__(icalproperty *) a0, __typeof__(icalvalue *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_value)(a0, a1);
}

__typeof__(void) icalproperty_set_value_from_string(__typeof__(icalproperty *) a0, __typeof__(const char *) a1, __typeof__(const char *) a2) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_value_from_string)(a0, a1, a2);
}

__typeof__(icalvalue *) icalproperty_get_value(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_value)(a0);
}

__typeof__(const char *) icalproperty_get_value_as_string(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_value_as_string)(a0);
}

__typeof__(char *) icalproperty_get_value_as_string_r(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_value_as_string_r)(a0);
}

__typeof__(void) icalvalue_set_parent(__typeof__(icalvalue *) a0, __typeof__(icalproperty *) a1) {
  HARK_LAZY(hark_lazy_ical, icalvalue_set_parent)(a0, a1);
}

__typeof__(icalproperty *) icalvalue_get_parent(__typeof__(icalvalue *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalvalue_get_parent)(a0);
}

__typeof__(void) icalproperty_set_x_name(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_x_name)(a0, a1);
}

__typeof__(const char *) icalproperty_get_x_name(__typeof__(icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_x_name)(a0);
}

__typeof__(const char *) icalproperty_get_property_name(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_property_name)(a0);
}

__typeof__(char *) icalproperty_get_property_name_r(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_property_name_r)(a0);
}

__typeof__(icalvalue_kind) icalparameter_value_to_value_kind(__typeof__(icalparameter_value) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_value_to_value_kind)(a0);
}

__typeof__(void) icalparameter_set_parent(__typeof__(icalparameter *) a0, __typeof__(icalproperty *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparameter_set_parent)(a0, a1);
}

__typeof__(icalproperty *) icalparameter_get_parent(__typeof__(icalparameter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparameter_get_parent)(a0);
}

__typeof__(icalvalue_kind) icalproperty_kind_to_value_kind(__typeof__(icalproperty_kind) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_kind_to_value_kind)(a0);
}

__typeof__(icalproperty_kind) icalproperty_value_kind_to_kind(__typeof__(icalvalue_kind) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_value_kind_to_kind)(a0);
}

__typeof__(const char *) icalproperty_kind_to_string(__typeof__(icalproperty_kind) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_kind_to_string)(a0);
}

__typeof__(icalproperty_kind) icalproperty_string_to_kind(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_string_to_kind)(a0);
}

__typeof__(int) icalproperty_kind_is_valid(__typeof__(const icalproperty_kind) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_kind_is_valid)(a0);
}

__typeof__(icalproperty_method) icalproperty_string_to_method(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_string_to_method)(a0);
}

__typeof__(const char *) icalproperty_method_to_string(__typeof__(icalproperty_method) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_method_to_string)(a0);
}

__typeof__(const char *) icalproperty_enum_to_string(__typeof__(int) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_enum_to_string)(a0);
}

__typeof__(char *) icalproperty_enum_to_string_r(__typeof__(int) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_enum_to_string_r)(a0);
}

__typeof__(int) icalproperty_kind_and_string_to_enum(__typeof__(const int) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_kind_and_string_to_enum)(a0, a1);
}

__typeof__(const char *) icalproperty_status_to_string(__typeof__(icalproperty_status) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_status_to_string)(a0);
}

__typeof__(icalproperty_status) icalproperty_string_to_status(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_string_to_status)(a0);
}

__typeof__(int) icalproperty_enum_belongs_to_property(__typeof__(icalproperty_kind) a0, __typeof__(int) a1) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_enum_belongs_to_property)(a0, a1);
}

__typeof__(void) icalproperty_normalize(__typeof__(icalproperty *) a0) {
  HARK_LAZY(hark_lazy_ical, icalproperty_normalize)(a0);
}

__typeof__(pvl_elem) pvl_new_element(__typeof__(void *) a0, __typeof__(pvl_elem) a1, __typeof__(pvl_elem) a2) {
  return HARK_LAZY(hark_lazy_ical, pvl_new_element)(a0, a1, a2);
}

__typeof__(pvl_list) pvl_newlist(void) {
  return HARK_LAZY(hark_lazy_ical, pvl_newlist)();
}

__typeof__(void) pvl_free(__typeof__(pvl_list) a0) {
  HARK_LAZY(hark_lazy_ical, pvl_free)(a0);
}

__typeof__(void) pvl_unshift(__typeof__(pvl_list) a0, __typeof__(void *) a1) {
  HARK_LAZY(hark_lazy_ical, pvl_unshift)(a0, a1);
}

__typeof__(void *) pvl_shift(__typeof__(pvl_list) a0) {
  return HARK_LAZY(hark_lazy_ical, pvl_shift)(a0);
}

__typeof__(pvl_elem) pvl_head(__typeof__(pvl_list) a0) {
  return HARK_LAZY(hark_lazy_ical, pvl_head)(a0);
}

__typeof__(void) pvl_push(__typeof__(pvl_list) a0, __typeof__(void *) a1) {
  HARK_LAZY(hark_lazy_ical, pvl_push)(a0, a1);
}

__typeof__(void *) pvl_pop(__typeof__(pvl_list) a0) {
  return HARK_LAZY(hark_lazy_ical, pvl_pop)(a0);
}

__typeof__(pvl_elem) pvl_tail(__typeof__(pvl_list) a0) {
  return HARK_LAZY(hark_lazy_ical, pvl_tail)(a0);
}

__typeof__(void) pvl_insert_ordered(__typeof__(pvl_list) a0, __typeof__(pvl_comparef) a1, __typeof__(void *) a2) {
  HARK_LAZY(hark_lazy_ical, pvl_insert_ordered)(a0, a1, a2);
}

__typeof__(void) pvl_insert_after(__typeof__(pvl_list) a0, __typeof__(pvl_elem) a1, __typeof__(void *) a2) {
  HARK_LAZY(hark_lazy_ical, pvl_insert_after)(a0, a1, a2);
}

__typeof__(void) pvl_insert_before(__typeof__(pvl_list) a0, __typeof__(pvl_elem) a1, __typeof__(void *) a2) {
  HARK_LAZY(hark_lazy_ical, pvl_insert_before)(a0, a1, a2);
}

__typeof__(void *) pvl_remove(__typeof__(pvl_list) a0, __typeof__(pvl_elem) a1) {
  return HARK_LAZY(hark_lazy_ical, pvl_remove)(a0, a1);
}

__typeof__(void) pvl_clear(__typeof__(pvl_list) a0) {
  HARK_LAZY(hark_lazy_ical, pvl_clear)(a0);
}

__typeof__(int) pvl_count(__typeof__(pvl_list) a0) {
  return HARK_LAZY(hark_lazy_ical, pvl_count)(a0);
}

__typeof__(pvl_elem) pvl_next(__typeof__(pvl_elem) a0) {
  return HARK_LAZY(hark_lazy_ical, pvl_next)(a0);
}

__typeof__(pvl_elem) pvl_prior(__typeof__(pvl_elem) a0) {
  return HARK_LAZY(hark_lazy_ical, pvl_prior)(a0);
}

__typeof__(void *) pvl_data(__typeof__(pvl_elem) a0) {
  return HARK_LAZY(hark_lazy_ical, pvl_data)(a0);
}

__typeof__(pvl_elem) pvl_find(__typeof__(pvl_list) a0, __typeof__(pvl_findf) a1, __typeof__(void *) a2) {
  return HARK_LAZY(hark_lazy_ical, pvl_find)(a0, a1, a2);
}

__typeof__(pvl_elem) pvl_find_next(__typeof__(pvl_list) a0, __typeof__(pvl_findf) a1, __typeof__(void *) a2) {
  return HARK_LAZY(hark_lazy_ical, pvl_find_next)(a0, a1, a2);
}

__typeof__(void) pvl_apply(__typeof__(pvl_list) a0, __typeof__(pvl_applyf) a1, __typeof__(void *) a2) {
  HARK_LAZY(hark_lazy_ical, pvl_apply)(a0, a1, a2);
}

__typeof__(icalcomponent *) icalcomponent_new(__typeof__(icalcomponent_kind) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_new)(a0);
}

__typeof__(icalcomponent *) icalcomponent_new_clone(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_new_clone)(a0);
}

__typeof__(icalcomponent *) icalcomponent_new_from_string(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_new_from_string)(a0);
}

__typeof__(icalcomponent *) icalcomponent_new_x(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_new_x)(a0);
}

__typeof__(void) icalcomponent_free(__typeof__(icalcomponent *) a0) {
  HARK_LAZY(hark_lazy_ical, icalcomponent_free)(a0);
}

__typeof__(char *) icalcomponent_as_ical_string(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_as_ical_string)(a0);
}

__typeof__(char *) icalcomponent_as_ical_string_r(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_as_ical_string_r)(a0);
}

__typeof__(int) icalcomponent_is_valid(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_is_valid)(a0);
}

__typeof__(icalcomponent_kind) icalcomponent_isa(__typeof__(const icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_isa)(a0);
}

__typeof__(int) icalcomponent_isa_component(__typeof__(void *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_isa_component)(a0);
}

__typeof__(void) icalcomponent_add_property(__typeof__(icalcomponent *) a0, __typeof__(icalproperty *) a1) {
  HARK_LAZY(hark_lazy_ical, icalcomponent_add_property)(a0, a1);
}

__typeof__(void) icalcomponent_remove_property(__typeof__(icalcomponent *) a0, __typeof__(icalproperty *) a1) {
  HARK_LAZY(hark_lazy_ical, icalcomponent_remove_property)(a0, a1);
}

__typeof__(int) icalcomponent_count_properties(__typeof__(icalcomponent *) a0, __typeof__(icalproperty_kind) a1) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_count_properties)(a0, a1);
}

__typeof__(void) icalproperty_set_parent(__typeof__(icalproperty *) a0, __typeof__(icalcomponent *) a1) {
  HARK_LAZY(hark_lazy_ical, icalproperty_set_parent)(a0, a1);
}

__typeof__(icalcomponent *) icalproperty_get_parent(__typeof__(const icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_parent)(a0);
}

__typeof__(icalproperty *) icalcomponent_get_current_property(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_get_current_property)(a0);
}

__typeof__(icalproperty *) icalcomponent_get_first_property(__typeof__(icalcomponent *) a0, __typeof__(icalproperty_kind) a1) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_get_first_property)(a0, a1);
}

__typeof__(icalproperty *) icalcomponent_get_next_property(__typeof__(icalcomponent *) a0, __typeof__(icalproperty_kind) a1) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_get_next_property)(a0, a1);
}

__typeof__(icalcomponent *) icalcomponent_get_inner(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_get_inner)(a0);
}

__typeof__(void) icalcomponent_add_component(__typeof__(icalcomponent *) a0, __typeof__(icalcomponent *) a1) {
  HARK_LAZY(hark_lazy_ical, icalcomponent_add_component)(a0, a1);
}

__typeof__(void) icalcomponent_remove_component(__typeof__(icalcomponent *) a0, __typeof__(icalcomponent *) a1) {
  HARK_LAZY(hark_lazy_ical, icalcomponent_remove_component)(a0, a1);
}

__typeof__(int) icalcomponent_count_components(__typeof__(icalcomponent *) a0, __typeof__(icalcomponent_kind) a1) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_count_components)(a0, a1);
}

__typeof__(void) icalcomponent_merge_component(__typeof__(icalcomponent *) a0, __typeof__(icalcomponent *) a1) {
  HARK_LAZY(hark_lazy_ical, icalcomponent_merge_component)(a0, a1);
}

__typeof__(icalcomponent *) icalcomponent_get_current_component(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_get_current_component)(a0);
}

__typeof__(icalcomponent *) icalcomponent_get_first_component(__typeof__(icalcomponent *) a0, __typeof__(icalcomponent_kind) a1) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_get_first_component)(a0, a1);
}

__typeof__(icalcomponent *) icalcomponent_get_next_component(__typeof__(icalcomponent *) a0, __typeof__(icalcomponent_kind) a1) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_get_next_component)(a0, a1);
}

__typeof__(icalcompiter) icalcomponent_begin_component(__typeof__(icalcomponent *) a0, __typeof__(icalcomponent_kind) a1) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_begin_component)(a0, a1);
}

__typeof__(icalcompiter) icalcomponent_end_component(__typeof__(icalcomponent *) a0, __typeof__(icalcomponent_kind) a1) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_end_component)(a0, a1);
}

__typeof__(icalcomponent *) icalcompiter_next(__typeof__(icalcompiter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcompiter_next)(a0);
}

__typeof__(icalcomponent *) icalcompiter_prior(__typeof__(icalcompiter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcompiter_prior)(a0);
}

__typeof__(icalcomponent *) icalcompiter_deref(__typeof__(icalcompiter *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcompiter_deref)(a0);
}

__typeof__(int) icalcomponent_check_restrictions(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_check_restrictions)(a0);
}

__typeof__(int) icalcomponent_count_errors(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_count_errors)(a0);
}

__typeof__(void) icalcomponent_strip_errors(__typeof__(icalcomponent *) a0) {
  HARK_LAZY(hark_lazy_ical, icalcomponent_strip_errors)(a0);
}

__typeof__(void) icalcomponent_convert_errors(__typeof__(icalcomponent *) a0) {
  HARK_LAZY(hark_lazy_ical, icalcomponent_convert_errors)(a0);
}

__typeof__(icalcomponent *) icalcomponent_get_parent(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_get_parent)(a0);
}

__typeof__(void) icalcomponent_set_parent(__typeof__(icalcomponent *) a0, __typeof__(icalcomponent *) a1) {
  HARK_LAZY(hark_lazy_ical, icalcomponent_set_parent)(a0, a1);
}

__typeof__(int) icalcomponent_kind_is_valid(__typeof__(const icalcomponent_kind) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_kind_is_valid)(a0);
}

__typeof__(icalcomponent_kind) icalcomponent_string_to_kind(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_string_to_kind)(a0);
}

__typeof__(const char *) icalcomponent_kind_to_string(__typeof__(icalcomponent_kind) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_kind_to_string)(a0);
}

__typeof__(icalcomponent *) icalcomponent_get_first_real_component(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_get_first_real_component)(a0);
}

__typeof__(struct icaltime_span) icalcomponent_get_span(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_get_span)(a0);
}

__typeof__(void) icalcomponent_set_dtstart(__typeof__(icalcomponent *) a0, __typeof__(struct icaltimetype) a1) {
  HARK_LAZY(hark_lazy_ical, icalcomponent_set_dtstart)(a0, a1);
}

__typeof__(struct icaltimetype) icalcomponent_get_dtstart(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_get_dtstart)(a0);
}

__typeof__(struct icaltimetype) icalcomponent_get_dtend(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_get_dtend)(a0);
}

__typeof__(void) icalcomponent_set_dtend(__typeof__(icalcomponent *) a0, __typeof__(struct icaltimetype) a1) {
  HARK_LAZY(hark_lazy_ical, icalcomponent_set_dtend)(a0, a1);
}

__typeof__(struct icaltimetype) icalcomponent_get_due(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_get_due)(a0);
}

__typeof__(void) icalcomponent_set_due(__typeof__(icalcomponent *) a0, __typeof__(struct icaltimetype) a1) {
  HARK_LAZY(hark_lazy_ical, icalcomponent_set_due)(a0, a1);
}

__typeof__(void) icalcomponent_set_duration(__typeof__(icalcomponent *) a0, __typeof__(struct icaldurationtype) a1) {
  HARK_LAZY(hark_lazy_ical, icalcomponent_set_duration)(a0, a1);
}

__typeof__(struct icaldurationtype) icalcomponent_get_duration(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_get_duration)(a0);
}

__typeof__(void) icalcomponent_set_method(__typeof__(icalcomponent *) a0, __typeof__(icalproperty_method) a1) {
  HARK_LAZY(hark_lazy_ical, icalcomponent_set_method)(a0, a1);
}

__typeof__(icalproperty_method) icalcomponent_get_method(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_get_method)(a0);
}

__typeof__(struct icaltimetype) icalcomponent_get_dtstamp(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_get_dtstamp)(a0);
}

__typeof__(void) icalcomponent_set_dtstamp(__typeof__(icalcomponent *) a0, __typeof__(struct icaltimetype) a1) {
  HARK_LAZY(hark_lazy_ical, icalcomponent_set_dtstamp)(a0, a1);
}

__typeof__(void) icalcomponent_set_summary(__typeof__(icalcomponent *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalcomponent_set_summary)(a0, a1);
}

__typeof__(const char *) icalcomponent_get_summary(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_get_summary)(a0);
}

__typeof__(void) icalcomponent_set_comment(__typeof__(icalcomponent *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalcomponent_set_comment)(a0, a1);
}

__typeof__(const char *) icalcomponent_get_comment(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_get_comment)(a0);
}

__typeof__(void) icalcomponent_set_uid(__typeof__(icalcomponent *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalcomponent_set_uid)(a0, a1);
}

__typeof__(const char *) icalcomponent_get_uid(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_get_uid)(a0);
}

__typeof__(void) icalcomponent_set_relcalid(__typeof__(icalcomponent *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalcomponent_set_relcalid)(a0, a1);
}

__typeof__(const char *) icalcomponent_get_relcalid(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_get_relcalid)(a0);
}

__typeof__(void) icalcomponent_set_recurrenceid(__typeof__(icalcomponent *) a0, __typeof__(struct icaltimetype) a1) {
  HARK_LAZY(hark_lazy_ical, icalcomponent_set_recurrenceid)(a0, a1);
}

__typeof__(struct icaltimetype) icalcomponent_get_recurrenceid(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_get_recurrenceid)(a0);
}

__typeof__(void) icalcomponent_set_description(__typeof__(icalcomponent *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalcomponent_set_description)(a0, a1);
}

__typeof__(const char *) icalcomponent_get_description(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_get_description)(a0);
}

__typeof__(void) icalcomponent_set_location(__typeof__(icalcomponent *) a0, __typeof__(const char *) a1) {
  HARK_LAZY(hark_lazy_ical, icalcomponent_set_location)(a0, a1);
}

__typeof__(const char *) icalcomponent_get_location(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_get_location)(a0);
}

__typeof__(void) icalcomponent_set_sequence(__typeof__(icalcomponent *) a0, __typeof__(int) a1) {
  HARK_LAZY(hark_lazy_ical, icalcomponent_set_sequence)(a0, a1);
}

__typeof__(int) icalcomponent_get_sequence(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_get_sequence)(a0);
}

__typeof__(void) icalcomponent_set_status(__typeof__(icalcomponent *) a0, __typeof__(enum icalproperty_status) a1) {
  HARK_LAZY(hark_lazy_ical, icalcomponent_set_status)(a0, a1);
}

__typeof__(enum icalproperty_status) icalcomponent_get_status(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_get_status)(a0);
}

__typeof__(void) icalcomponent_foreach_tzid(__typeof__(icalcomponent *) a0, __typeof__(void (*)(icalparameter *, void *)) a1, __typeof__(void *) a2) {
  HARK_LAZY(hark_lazy_ical, icalcomponent_foreach_tzid)(a0, a1, a2);
}

__typeof__(icaltimezone *) icalcomponent_get_timezone(__typeof__(icalcomponent *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_get_timezone)(a0, a1);
}

__typeof__(int) icalproperty_recurrence_is_excluded(__typeof__(icalcomponent *) a0, __typeof__(struct icaltimetype *) a1, __typeof__(struct icaltimetype *) a2) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_recurrence_is_excluded)(a0, a1, a2);
}

__typeof__(void) icalcomponent_foreach_recurrence(__typeof__(icalcomponent *) a0, __typeof__(struct icaltimetype) a1, __typeof__(struct icaltimetype) a2, __typeof__(void (*)(icalcomponent *, struct icaltime_span *, void *)) a3, __typeof__(void *) a4) {
  HARK_LAZY(hark_lazy_ical, icalcomponent_foreach_recurrence)(a0, a1, a2, a3, a4);
}

__typeof__(void) icalcomponent_normalize(__typeof__(icalcomponent *) a0) {
  HARK_LAZY(hark_lazy_ical, icalcomponent_normalize)(a0);
}

__typeof__(struct icaltimetype) icalproperty_get_datetime_with_component(__typeof__(icalproperty *) a0, __typeof__(icalcomponent *) a1) {
  return HARK_LAZY(hark_lazy_ical, icalproperty_get_datetime_with_component)(a0, a1);
}

__typeof__(icalcomponent *) icalcomponent_new_vcalendar(void) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_new_vcalendar)();
}

__typeof__(icalcomponent *) icalcomponent_new_vevent(void) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_new_vevent)();
}

__typeof__(icalcomponent *) icalcomponent_new_vtodo(void) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_new_vtodo)();
}

__typeof__(icalcomponent *) icalcomponent_new_vjournal(void) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_new_vjournal)();
}

__typeof__(icalcomponent *) icalcomponent_new_valarm(void) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_new_valarm)();
}

__typeof__(icalcomponent *) icalcomponent_new_vfreebusy(void) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_new_vfreebusy)();
}

__typeof__(icalcomponent *) icalcomponent_new_vtimezone(void) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_new_vtimezone)();
}

__typeof__(icalcomponent *) icalcomponent_new_xstandard(void) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_new_xstandard)();
}

__typeof__(icalcomponent *) icalcomponent_new_xdaylight(void) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_new_xdaylight)();
}

__typeof__(icalcomponent *) icalcomponent_new_vagenda(void) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_new_vagenda)();
}

__typeof__(icalcomponent *) icalcomponent_new_vquery(void) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_new_vquery)();
}

__typeof__(icalcomponent *) icalcomponent_new_vavailability(void) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_new_vavailability)();
}

__typeof__(icalcomponent *) icalcomponent_new_xavailable(void) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_new_xavailable)();
}

__typeof__(icalcomponent *) icalcomponent_new_vpoll(void) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_new_vpoll)();
}

__typeof__(icalcomponent *) icalcomponent_new_vvoter(void) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_new_vvoter)();
}

__typeof__(icalcomponent *) icalcomponent_new_xvote(void) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_new_xvote)();
}

__typeof__(icalcomponent *) icalcomponent_new_vpatch(void) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_new_vpatch)();
}

__typeof__(icalcomponent *) icalcomponent_new_xpatch(void) {
  return HARK_LAZY(hark_lazy_ical, icalcomponent_new_xpatch)();
}

__typeof__(icaltimezone *) icaltimezone_new(void) {
  return HARK_LAZY(hark_lazy_ical, icaltimezone_new)();
}

__typeof__(icaltimezone *) icaltimezone_copy(__typeof__(icaltimezone *) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltimezone_copy)(a0);
}

__typeof__(void) icaltimezone_free(__typeof__(icaltimezone *) a0, __typeof__(int) a1) {
  HARK_LAZY(hark_lazy_ical, icaltimezone_free)(a0, a1);
}

__typeof__(void) icaltimezone_set_tzid_prefix(__typeof__(const char *) a0) {
  HARK_LAZY(hark_lazy_ical, icaltimezone_set_tzid_prefix)(a0);
}

__typeof__(void) icaltimezone_free_builtin_timezones(void) {
  HARK_LAZY(hark_lazy_ical, icaltimezone_free_builtin_timezones)();
}

__typeof__(icalarray *) icaltimezone_get_builtin_timezones(void) {
  return HARK_LAZY(hark_lazy_ical, icaltimezone_get_builtin_timezones)();
}

__typeof__(icaltimezone *) icaltimezone_get_builtin_timezone(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltimezone_get_builtin_timezone)(a0);
}

__typeof__(icaltimezone *) icaltimezone_get_builtin_timezone_from_offset(__typeof__(int) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_ical, icaltimezone_get_builtin_timezone_from_offset)(a0, a1);
}

__typeof__(icaltimezone *) icaltimezone_get_builtin_timezone_from_tzid(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltimezone_get_builtin_timezone_from_tzid)(a0);
}

__typeof__(icaltimezone *) icaltimezone_get_utc_timezone(void) {
  return HARK_LAZY(hark_lazy_ical, icaltimezone_get_utc_timezone)();
}

__typeof__(const char *) icaltimezone_get_tzid(__typeof__(icaltimezone *) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltimezone_get_tzid)(a0);
}

__typeof__(const char *) icaltimezone_get_location(__typeof__(icaltimezone *) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltimezone_get_location)(a0);
}

__typeof__(const char *) icaltimezone_get_tznames(__typeof__(icaltimezone *) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltimezone_get_tznames)(a0);
}

__typeof__(double) icaltimezone_get_latitude(__typeof__(icaltimezone *) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltimezone_get_latitude)(a0);
}

__typeof__(double) icaltimezone_get_longitude(__typeof__(icaltimezone *) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltimezone_get_longitude)(a0);
}

__typeof__(icalcomponent *) icaltimezone_get_component(__typeof__(icaltimezone *) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltimezone_get_component)(a0);
}

__typeof__(int) icaltimezone_set_component(__typeof__(icaltimezone *) a0, __typeof__(icalcomponent *) a1) {
  return HARK_LAZY(hark_lazy_ical, icaltimezone_set_component)(a0, a1);
}

__typeof__(const char *) icaltimezone_get_display_name(__typeof__(icaltimezone *) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltimezone_get_display_name)(a0);
}

__typeof__(void) icaltimezone_convert_time(__typeof__(struct icaltimetype *) a0, __typeof__(icaltimezone *) a1, __typeof__(icaltimezone *) a2) {
  HARK_LAZY(hark_lazy_ical, icaltimezone_convert_time)(a0, a1, a2);
}

__typeof__(int) icaltimezone_get_utc_offset(__typeof__(icaltimezone *) a0, __typeof__(struct icaltimetype *) a1, __typeof__(int *) a2) {
  return HARK_LAZY(hark_lazy_ical, icaltimezone_get_utc_offset)(a0, a1, a2);
}

__typeof__(int) icaltimezone_get_utc_offset_of_utc_time(__typeof__(icaltimezone *) a0, __typeof__(struct icaltimetype *) a1, __typeof__(int *) a2) {
  return HARK_LAZY(hark_lazy_ical, icaltimezone_get_utc_offset_of_utc_time)(a0, a1, a2);
}

__typeof__(icalarray *) icaltimezone_array_new(void) {
  return HARK_LAZY(hark_lazy_ical, icaltimezone_array_new)();
}

__typeof__(void) icaltimezone_array_append_from_vtimezone(__typeof__(icalarray *) a0, __typeof__(icalcomponent *) a1) {
  HARK_LAZY(hark_lazy_ical, icaltimezone_array_append_from_vtimezone)(a0, a1);
}

__typeof__(void) icaltimezone_array_free(__typeof__(icalarray *) a0) {
  HARK_LAZY(hark_lazy_ical, icaltimezone_array_free)(a0);
}

__typeof__(void) icaltimezone_expand_vtimezone(__typeof__(icalcomponent *) a0, __typeof__(int) a1, __typeof__(icalarray *) a2) {
  HARK_LAZY(hark_lazy_ical, icaltimezone_expand_vtimezone)(a0, a1, a2);
}

__typeof__(char *) icaltimezone_get_location_from_vtimezone(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltimezone_get_location_from_vtimezone)(a0);
}

__typeof__(char *) icaltimezone_get_tznames_from_vtimezone(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltimezone_get_tznames_from_vtimezone)(a0);
}

__typeof__(void) icaltimezone_truncate_vtimezone(__typeof__(icalcomponent *) a0, __typeof__(icaltimetype) a1, __typeof__(icaltimetype) a2, __typeof__(int) a3) {
  HARK_LAZY(hark_lazy_ical, icaltimezone_truncate_vtimezone)(a0, a1, a2, a3);
}

__typeof__(void) set_zone_directory(__typeof__(const char *) a0) {
  HARK_LAZY(hark_lazy_ical, set_zone_directory)(a0);
}

__typeof__(void) free_zone_directory(void) {
  HARK_LAZY(hark_lazy_ical, free_zone_directory)();
}

__typeof__(void) icaltimezone_release_zone_tab(void) {
  HARK_LAZY(hark_lazy_ical, icaltimezone_release_zone_tab)();
}

__typeof__(void) icaltimezone_set_builtin_tzdata(__typeof__(int) a0) {
  HARK_LAZY(hark_lazy_ical, icaltimezone_set_builtin_tzdata)(a0);
}

__typeof__(int) icaltimezone_get_builtin_tzdata(void) {
  return HARK_LAZY(hark_lazy_ical, icaltimezone_get_builtin_tzdata)();
}

__typeof__(int) icaltimezone_dump_changes(__typeof__(icaltimezone *) a0, __typeof__(int) a1, __typeof__(FILE *) a2) {
  return HARK_LAZY(hark_lazy_ical, icaltimezone_dump_changes)(a0, a1, a2);
}

__typeof__(const char *) icaltzutil_get_zone_directory(void) {
  return HARK_LAZY(hark_lazy_ical, icaltzutil_get_zone_directory)();
}

__typeof__(icalcomponent *) icaltzutil_fetch_timezone(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icaltzutil_fetch_timezone)(a0);
}

__typeof__(icalparser *) icalparser_new(void) {
  return HARK_LAZY(hark_lazy_ical, icalparser_new)();
}

__typeof__(icalcomponent *) icalparser_add_line(__typeof__(icalparser *) a0, __typeof__(char *) a1) {
  return HARK_LAZY(hark_lazy_ical, icalparser_add_line)(a0, a1);
}

__typeof__(icalcomponent *) icalparser_clean(__typeof__(icalparser *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparser_clean)(a0);
}

__typeof__(icalparser_state) icalparser_get_state(__typeof__(icalparser *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparser_get_state)(a0);
}

__typeof__(void) icalparser_free(__typeof__(icalparser *) a0) {
  HARK_LAZY(hark_lazy_ical, icalparser_free)(a0);
}

__typeof__(icalcomponent *) icalparser_parse(__typeof__(icalparser *) a0, __typeof__(icalparser_line_gen_func) a1) {
  return HARK_LAZY(hark_lazy_ical, icalparser_parse)(a0, a1);
}

__typeof__(void) icalparser_set_gen_data(__typeof__(icalparser *) a0, __typeof__(void *) a1) {
  HARK_LAZY(hark_lazy_ical, icalparser_set_gen_data)(a0, a1);
}

__typeof__(icalcomponent *) icalparser_parse_string(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalparser_parse_string)(a0);
}

__typeof__(char *) icalparser_get_line(__typeof__(icalparser *) a0, __typeof__(icalparser_line_gen_func) a1) {
  return HARK_LAZY(hark_lazy_ical, icalparser_get_line)(a0, a1);
}

__typeof__(char *) icalparser_string_line_generator(__typeof__(char *) a0, __typeof__(size_t) a1, __typeof__(void *) a2) {
  return HARK_LAZY(hark_lazy_ical, icalparser_string_line_generator)(a0, a1, a2);
}

__typeof__(void *) icalmemory_tmp_buffer(__typeof__(size_t) a0) {
  return HARK_LAZY(hark_lazy_ical, icalmemory_tmp_buffer)(a0);
}

__typeof__(char *) icalmemory_tmp_copy(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalmemory_tmp_copy)(a0);
}

__typeof__(void) icalmemory_add_tmp_buffer(__typeof__(void *) a0) {
  HARK_LAZY(hark_lazy_ical, icalmemory_add_tmp_buffer)(a0);
}

__typeof__(void) icalmemory_free_ring(void) {
  HARK_LAZY(hark_lazy_ical, icalmemory_free_ring)();
}

__typeof__(void *) icalmemory_new_buffer(__typeof__(size_t) a0) {
  return HARK_LAZY(hark_lazy_ical, icalmemory_new_buffer)(a0);
}

__typeof__(void *) icalmemory_resize_buffer(__typeof__(void *) a0, __typeof__(size_t) a1) {
  return HARK_LAZY(hark_lazy_ical, icalmemory_resize_buffer)(a0, a1);
}

__typeof__(void) icalmemory_free_buffer(__typeof__(void *) a0) {
  HARK_LAZY(hark_lazy_ical, icalmemory_free_buffer)(a0);
}

__typeof__(void) icalmemory_append_string(__typeof__(char **) a0, __typeof__(char **) a1, __typeof__(size_t *) a2, __typeof__(const char *) a3) {
  HARK_LAZY(hark_lazy_ical, icalmemory_append_string)(a0, a1, a2, a3);
}

__typeof__(void) icalmemory_append_char(__typeof__(char **) a0, __typeof__(char **) a1, __typeof__(size_t *) a2, __typeof__(char) a3) {
  HARK_LAZY(hark_lazy_ical, icalmemory_append_char)(a0, a1, a2, a3);
}

__typeof__(char *) icalmemory_strdup(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalmemory_strdup)(a0);
}

__typeof__(void) icalerror_stop_here(void) {
  HARK_LAZY(hark_lazy_ical, icalerror_stop_here)();
}

__typeof__(void) icalerror_crash_here(void) {
  HARK_LAZY(hark_lazy_ical, icalerror_crash_here)();
}

__typeof__(icalerrorenum *) icalerrno_return(void) {
  return HARK_LAZY(hark_lazy_ical, icalerrno_return)();
}

__typeof__(void) icalerror_set_errors_are_fatal(__typeof__(int) a0) {
  HARK_LAZY(hark_lazy_ical, icalerror_set_errors_are_fatal)(a0);
}

__typeof__(int) icalerror_get_errors_are_fatal(void) {
  return HARK_LAZY(hark_lazy_ical, icalerror_get_errors_are_fatal)();
}

__typeof__(void) icalerror_clear_errno(void) {
  HARK_LAZY(hark_lazy_ical, icalerror_clear_errno)();
}

__typeof__(const char *) icalerror_strerror(__typeof__(icalerrorenum) a0) {
  return HARK_LAZY(hark_lazy_ical, icalerror_strerror)(a0);
}

__typeof__(const char *) icalerror_perror(void) {
  return HARK_LAZY(hark_lazy_ical, icalerror_perror)();
}

__typeof__(void) ical_bt(void) {
  HARK_LAZY(hark_lazy_ical, ical_bt)();
}

__typeof__(void) icalerror_set_error_state(__typeof__(icalerrorenum) a0, __typeof__(icalerrorstate) a1) {
  HARK_LAZY(hark_lazy_ical, icalerror_set_error_state)(a0, a1);
}

__typeof__(icalerrorstate) icalerror_get_error_state(__typeof__(icalerrorenum) a0) {
  return HARK_LAZY(hark_lazy_ical, icalerror_get_error_state)(a0);
}

__typeof__(icalerrorenum) icalerror_error_from_string(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalerror_error_from_string)(a0);
}

__typeof__(void) icalerror_set_errno(__typeof__(icalerrorenum) a0) {
  HARK_LAZY(hark_lazy_ical, icalerror_set_errno)(a0);
}

__typeof__(icalerrorstate) icalerror_supress(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalerror_supress)(a0);
}

__typeof__(void) icalerror_restore(__typeof__(const char *) a0, __typeof__(icalerrorstate) a1) {
  HARK_LAZY(hark_lazy_ical, icalerror_restore)(a0, a1);
}

__typeof__(int) icalrestriction_compare(__typeof__(icalrestriction_kind) a0, __typeof__(int) a1) {
  return HARK_LAZY(hark_lazy_ical, icalrestriction_compare)(a0, a1);
}

__typeof__(int) icalrestriction_check(__typeof__(icalcomponent *) a0) {
  return HARK_LAZY(hark_lazy_ical, icalrestriction_check)(a0);
}

__typeof__(const char *) sspm_major_type_string(__typeof__(enum sspm_major_type) a0) {
  return HARK_LAZY(hark_lazy_ical, sspm_major_type_string)(a0);
}

__typeof__(const char *) sspm_minor_type_string(__typeof__(enum sspm_minor_type) a0) {
  return HARK_LAZY(hark_lazy_ical, sspm_minor_type_string)(a0);
}

__typeof__(const char *) sspm_encoding_string(__typeof__(enum sspm_encoding) a0) {
  return HARK_LAZY(hark_lazy_ical, sspm_encoding_string)(a0);
}

__typeof__(int) sspm_parse_mime(__typeof__(struct sspm_part *) a0, __typeof__(size_t) a1, __typeof__(const struct sspm_action_map *) a2, __typeof__(char *(*)(char *, size_t, void *)) a3, __typeof__(void *) a4, __typeof__(struct sspm_header *) a5) {
  return HARK_LAZY(hark_lazy_ical, sspm_parse_mime)(a0, a1, a2, a3, a4, a5);
}

__typeof__(void) sspm_free_parts(__typeof__(struct sspm_part *) a0, __typeof__(size_t) a1) {
  HARK_LAZY(hark_lazy_ical, sspm_free_parts)(a0, a1);
}

__typeof__(char *) decode_quoted_printable(__typeof__(char *) a0, __typeof__(char *) a1, __typeof__(size_t *) a2) {
  return HARK_LAZY(hark_lazy_ical, decode_quoted_printable)(a0, a1, a2);
}

__typeof__(char *) decode_base64(__typeof__(char *) a0, __typeof__(char *) a1, __typeof__(size_t *) a2) {
  return HARK_LAZY(hark_lazy_ical, decode_base64)(a0, a1, a2);
}

__typeof__(int) sspm_write_mime(__typeof__(struct sspm_part *) a0, __typeof__(size_t) a1, __typeof__(char **) a2, __typeof__(const char *) a3) {
  return HARK_LAZY(hark_lazy_ical, sspm_write_mime)(a0, a1, a2, a3);
}

__typeof__(icalcomponent *) icalmime_parse(__typeof__(char *(*)(char *, size_t, void *)) a0, __typeof__(void *) a1) {
  return HARK_LAZY(hark_lazy_ical, icalmime_parse)(a0, a1);
}

__typeof__(int *) icallangbind_new_array(__typeof__(int) a0) {
  return HARK_LAZY(hark_lazy_ical, icallangbind_new_array)(a0);
}

__typeof__(void) icallangbind_free_array(__typeof__(int *) a0) {
  HARK_LAZY(hark_lazy_ical, icallangbind_free_array)(a0);
}

__typeof__(int) icallangbind_access_array(__typeof__(int *) a0, __typeof__(int) a1) {
  return HARK_LAZY(hark_lazy_ical, icallangbind_access_array)(a0, a1);
}

__typeof__(icalproperty *) icallangbind_get_first_property(__typeof__(icalcomponent *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_ical, icallangbind_get_first_property)(a0, a1);
}

__typeof__(icalproperty *) icallangbind_get_next_property(__typeof__(icalcomponent *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_ical, icallangbind_get_next_property)(a0, a1);
}

__typeof__(icalcomponent *) icallangbind_get_first_component(__typeof__(icalcomponent *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_ical, icallangbind_get_first_component)(a0, a1);
}

__typeof__(icalcomponent *) icallangbind_get_next_component(__typeof__(icalcomponent *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_ical, icallangbind_get_next_component)(a0, a1);
}

__typeof__(icalparameter *) icallangbind_get_first_parameter(__typeof__(icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icallangbind_get_first_parameter)(a0);
}

__typeof__(icalparameter *) icallangbind_get_next_parameter(__typeof__(icalproperty *) a0) {
  return HARK_LAZY(hark_lazy_ical, icallangbind_get_next_parameter)(a0);
}

__typeof__(const char *) icallangbind_property_eval_string(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_ical, icallangbind_property_eval_string)(a0, a1);
}

__typeof__(char *) icallangbind_property_eval_string_r(__typeof__(icalproperty *) a0, __typeof__(const char *) a1) {
  return HARK_LAZY(hark_lazy_ical, icallangbind_property_eval_string_r)(a0, a1);
}

__typeof__(int) icallangbind_string_to_open_flag(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icallangbind_string_to_open_flag)(a0);
}

__typeof__(const char *) icallangbind_quote_as_ical(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icallangbind_quote_as_ical)(a0);
}

__typeof__(char *) icallangbind_quote_as_ical_r(__typeof__(const char *) a0) {
  return HARK_LAZY(hark_lazy_ical, icallangbind_quote_as_ical_r)(a0);
}
