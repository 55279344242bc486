/** Text made safe inside HTML (element content and quoted attributes): the one escape of the server's pages and mails and of the questionnaire documents. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
