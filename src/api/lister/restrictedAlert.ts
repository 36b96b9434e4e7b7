import { ErrorCode } from '~/contract/errors';
import { showAlert } from '~/lib/alerts';
import { RESTRICTED_ITEM_TITLE } from '../catalogue';
import { isApiError } from '../errors';

/**
 * Spec 8.1: error 1069 on an add to a box raises the RESTRICTED ITEM alert. The boxing writes
 * handle their own errors ('caller'), so they raise it themselves, once, from their onError.
 */
export function restrictedAlert(error: unknown) {
  if (isApiError(error, ErrorCode.RESTRICTED_ITEM)) showAlert(RESTRICTED_ITEM_TITLE, error.message);
}
