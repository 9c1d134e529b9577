// libcurl for the CalDAV client. curl_easy_setopt and curl_easy_getinfo are variadic, which Swift
// cannot call: these wrappers give each kind of option a typed entry point.
#include <curl/curl.h>

typedef size_t (*hark_curl_data_callback)(char *data, size_t size, size_t count, void *context);

static inline CURLcode hark_curl_set_long(CURL *curl, CURLoption option, long value) {
  return curl_easy_setopt(curl, option, value);
}

static inline CURLcode hark_curl_set_string(CURL *curl, CURLoption option, const char *value) {
  return curl_easy_setopt(curl, option, value);
}

static inline CURLcode hark_curl_set_pointer(CURL *curl, CURLoption option, void *value) {
  return curl_easy_setopt(curl, option, value);
}

static inline CURLcode hark_curl_set_callback(CURL *curl, CURLoption option, hark_curl_data_callback value) {
  return curl_easy_setopt(curl, option, value);
}

static inline CURLcode hark_curl_get_long(CURL *curl, CURLINFO info, long *value) {
  return curl_easy_getinfo(curl, info, value);
}
