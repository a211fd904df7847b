#include "CMultiPrecision.h"
#include <stdlib.h>

mpfi_ptr calc_mpfi_new(mpfr_prec_t precision) {
    mpfi_ptr x = malloc(sizeof(__mpfi_struct));
    if (x == NULL) abort();
    mpfi_init2(x, precision);
    return x;
}

void calc_mpfi_delete(mpfi_ptr x) {
    mpfi_clear(x);
    free(x);
}

int calc_mpfi_is_strictly_positive(mpfi_srcptr x) { return mpfi_is_strictly_pos(x); }
int calc_mpfi_is_strictly_negative(mpfi_srcptr x) { return mpfi_is_strictly_neg(x); }
