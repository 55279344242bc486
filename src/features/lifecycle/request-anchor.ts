/** The anchor a link to one certificate request ends with: staff's list of open requests links to it on the application's page. */
export const requestAnchor = (requestId: string) => `request-${requestId}`;
