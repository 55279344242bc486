import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { renderForm } from '../helpers/render-form';

describe('the error summary', () => {
  it('says a problem once, not once for every part of the same answer', async () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        copies: {
          type: 'array',
          title: 'Signed copies',
          items: { type: 'object', required: ['id', 'name', 'size'], properties: { id: { type: 'string' }, name: { type: 'string' }, size: { type: 'integer' } } },
        },
      },
    };
    renderForm({ schema, formData: { copies: [{}] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert');
    expect(summary.querySelectorAll('li')).toHaveLength(1);
    expect(summary.textContent).toMatch(/Signed copies, row 1/);
  });
});

describe('the error summary: order', () => {
  it('lists problems in the order of the questions on the page (ui:order), not of the schema', async () => {
    const schema: RJSFSchema = {
      type: 'object',
      required: ['username', 'surname'],
      properties: { username: { type: 'string', title: 'Username' }, surname: { type: 'string', title: 'Surname' } },
    };
    renderForm({ schema, uiSchema: { 'ui:order': ['surname', 'username'] }, formData: {} });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert');
    expect([...summary.querySelectorAll('li')].map((li) => li.textContent?.split(':')[0])).toEqual(['Surname', 'Username']);
  });
});

describe('the error summary: links', () => {
  it('leads to the first choice of a group of radio buttons or tick boxes, whose group has no element of its own id', async () => {
    const schema: RJSFSchema = {
      type: 'object',
      required: ['purpose', 'crops'],
      properties: {
        purpose: { type: 'string', title: 'Purpose', enum: ['initial', 'renewal'] },
        crops: { type: 'array', title: 'Crops', minItems: 1, uniqueItems: true, items: { type: 'string', enum: ['olives', 'grapes'] } },
      },
    };
    renderForm({ schema, uiSchema: { purpose: { 'ui:widget': 'radio' }, crops: { 'ui:widget': 'checkboxes' } }, formData: {} });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert');
    const links = [...summary.querySelectorAll('a')];
    expect(links.map((link) => link.textContent?.split(':')[0])).toEqual(['Purpose', 'Crops']);
    await userEvent.click(links[0]);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'initial' }));
    await userEvent.click(links[1]);
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'olives' }));
  });
});

describe('the error summary: groups of questions', () => {
  const schema: RJSFSchema = {
    type: 'object',
    required: ['details', 'manager'],
    properties: {
      details: { type: 'object', title: 'User details', required: ['first_name'], properties: { first_name: { type: 'string', title: 'First name' }, phone: { type: 'string', title: 'Phone', minLength: 10 } } },
      manager: {
        type: 'object',
        title: 'Handling manager',
        description: 'Registration does not ask for this person.',
        required: ['first_name', 'last_name'],
        properties: { first_name: { type: 'string', title: 'First name' }, last_name: { type: 'string', title: 'Last name' } },
      },
    },
  };

  it('says a group with no answer once, with why it is asked, and names the group of a problem inside a filled one', async () => {
    renderForm({ schema, formData: { details: { first_name: 'Ελένη', phone: '69' }, manager: {} } });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert');
    const lines = [...summary.querySelectorAll('li')].map((li) => li.textContent);
    expect(lines).toEqual(['User details › Phone: Must be at least 10 characters long', 'Handling manager: not filled in yet.Registration does not ask for this person.']);
  });

  it('lists each missing question of a group that is partly answered, named by its group', async () => {
    renderForm({ schema, formData: { details: { first_name: 'Ελένη' }, manager: { first_name: 'Κώστας' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert');
    expect([...summary.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Handling manager › Last name: This field is required']);
  });

  it('keeps the words of a group whose problems are worded by a rule (not plain "required")', async () => {
    const worded: RJSFSchema = {
      type: 'object',
      properties: { types: { type: 'object', title: 'Production types', properties: { plants: { type: 'string', title: 'Plants' } } } },
    };
    const serverIssues = [{ path: '/types/plants', keyword: 'productionTypeRequired', messageId: 'validation.errors.onlyGreekChars', params: {} }];
    renderForm({ schema: worded, formData: { types: {} }, serverIssues });
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).not.toContain('not filled in yet');
    expect(summary.textContent).toContain('Production types › Plants: Use only Greek letters');
  });
});

describe('the error summary: links to a field of several controls', () => {
  it('leads to the upload button of a required upload, not to its fieldset (which cannot take focus)', async () => {
    const schema: RJSFSchema = {
      type: 'object',
      required: ['name', 'signed'],
      properties: {
        signed: {
          type: 'array',
          title: 'Signed application',
          minItems: 1,
          items: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, size: { type: 'integer' }, media_type: { type: 'string' } } },
        },
        name: { type: 'string', title: 'Name' },
      },
    };
    renderForm({ schema, uiSchema: { signed: { 'ui:field': 'fileUpload' } }, formData: {} });
    // the upload comes with its own code
    const upload = await screen.findByLabelText('Choose files: Signed application');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert');
    // listed where it stands on the page, before the name (it used to be listed last: no element had its id)
    expect([...summary.querySelectorAll('a')].map((a) => a.textContent?.split(':')[0])).toEqual(['Signed application', 'Name']);
    await userEvent.click(summary.querySelector('a')!);
    expect(document.activeElement).toBe(upload);
  });
});
