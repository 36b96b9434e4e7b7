export { callFailure } from '~/api/errors';
