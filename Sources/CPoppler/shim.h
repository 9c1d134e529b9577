// poppler-glib (Debian's libpoppler-glib-dev): a PDF's pages and their text layer, as pdftotext
// reads it.
#include <poppler.h>
