import { ErrorCode } from '~/contract/errors';
import { showAlert } from '~/lib/alerts';
import { RESTRICTED_ITEM_TITLE } from './catalogue';
import { isApiError } from './errors';

/** Spec 8.1 and 5: error 1069 on an add-to-box raises the RESTRICTED ITEM alert, once, from the call's own handler. */
export function alertIfRestricted(error: unknown) {
  if (isApiError(error, ErrorCode.RESTRICTED_ITEM)) showAlert(RESTRICTED_ITEM_TITLE, error.message);
}
