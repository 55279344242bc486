import { useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';
import { DownloadFailedPage } from './download-failed-page';
import { isDownloadFailure } from './download-failure';

/**
 * What a route shows when it cannot: a screen's code that did not download says so and offers
 * to try again (it is not a missing page); anything else is the 404 page of spec §2.
 */
export function RouteErrorPage() {
  return isDownloadFailure(useRouteError()) ? <DownloadFailedPage /> : <NotFoundPage />;
}
