import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answer, refuse, withApi } from '../../shared/stories/api-stub';
import { page } from '../../shared/stories/api-fixtures';
import { publicCertificate, registerEntries } from '../../shared/stories/public-fixtures';
import { screenAt } from '../../shared/stories/screen-at';
import { PublicRegisterPage } from '../public-register-page';
import { publicRegisterLoader } from '../public-register-route';
import { VerifyCertificatePage, verifyCertificateLoader } from '../verify-certificate-page';

// The public register and a certificate's public page (what its QR code opens), for anyone:
// the API answered from the contract's types.

const meta: Meta = { title: 'Screens/Register and certificate' };
export default meta;
type Story = StoryObj;

const register = screenAt('/public-register', '/public-register', <PublicRegisterPage />, publicRegisterLoader);
const verify = (code: string) => screenAt('/verify/:code', `/verify/${code}`, <VerifyCertificatePage />, verifyCertificateLoader);

/** The register with an organic certificate partly suspended and a GLOBALG.A.P. one valid. */
export const Register: Story = {
  ...withApi([answer('get', '/public/register', page(registerEntries))], null),
  render: register,
  play: async ({ canvasElement }) => {
    for (const entry of registerEntries) await expect((await within(canvasElement).findAllByText(entry.number, { exact: false }, { timeout: 5000 }))[0]).toBeVisible();
  },
};

/** A search that finds nothing. */
export const RegisterNothingFound: Story = { ...withApi([answer('get', '/public/register', page([]))], null), render: register };

/** A certificate's page: its facts, its live status (partly suspended, until when), its history. */
export const Certificate: Story = {
  ...withApi([answer('get', '/verify/{code}', publicCertificate)], null),
  render: verify(publicCertificate.number),
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText(publicCertificate.number, { exact: false }, { timeout: 5000 }))[0]).toBeVisible();
  },
};

/** A code no certificate has: said plainly. */
export const CertificateUnknown: Story = {
  ...withApi([refuse('get', '/verify/{code}', 404, 'errors.notFound')], null),
  render: verify('GR-BIO-03-0000-000000'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('certificate-not-found', {}, { timeout: 5000 })).toBeVisible();
  },
};
