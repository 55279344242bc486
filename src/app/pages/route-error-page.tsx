import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';
import { DownloadFailedPage } from './download-failed-page';
import { isDownloadFailure } from './download-failure';

/**
 * What a route shows when it cannot: a screen's code or data that did not arrive (a file that
 * did not download, a loader's 503 when the server could not be reached) says so and offers to
 * try again, since the page exists; anything else is the 404 page of spec §2.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const unreachable = isDownloadFailure(error) || (isRouteErrorResponse(error) && error.status === 503);
  return unreachable ? <DownloadFailedPage /> : <NotFoundPage />;
}
