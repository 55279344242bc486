import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RJSFSchema } from '@rjsf/utils';
import { userEvent, within } from 'storybook/test';
import cascadeDef from '../../schemas/_defs/region-cascade.schema.json';
import { StoryForm } from '../story-form';
import { runtimeValidate } from '../../src/forms/runtime-validator';
import type { RegionCascadeValue } from './cascade-value';
import { DivisionSourceContext, type DivisionLevel } from './division-source';
import { memoryDivisionSource } from './memory-division-source';
import { RegionCascadeField } from './region-cascade-field';

const { $schema: _schema, $comment: _comment, ...cascade } = cascadeDef;
const schema = { type: 'object', required: ['division'], properties: { division: cascade } } as RJSFSchema;
const validate = runtimeValidate(schema);

interface HarnessProps {
  division?: RegionCascadeValue;
  countryId?: number;
  readonly?: boolean;
  /** A level whose list fails to load. */
  fail?: DivisionLevel;
}

// Options come from memory: stories must not call the API.
function Harness({ division, countryId = 1, readonly, fail }: HarnessProps) {
  const [source] = useState(() => memoryDivisionSource(undefined, fail));
  return (
    <DivisionSourceContext.Provider value={source}>
      <StoryForm
        formId="stories/region-cascade"
        schema={schema}
        uiSchema={{ division: { 'ui:field': RegionCascadeField, 'ui:options': { countryId } } }}
        validate={validate}
        initial={{ division }}
        readonly={readonly}
      />
    </DivisionSourceContext.Provider>
  );
}

const meta: Meta<typeof Harness> = { title: 'Renderers/Region cascade', component: Harness };
export default meta;
type Story = StoryObj<typeof Harness>;

export const Empty: Story = { args: {} };
export const Filled: Story = {
  args: { division: { region: '9', prefecture: '0901', municipal_unit: '090101', local_community: '09010101' } },
};
export const Spain: Story = { args: { countryId: 2, division: { region: 'ES-AC-13', prefecture: 'ES-PR-28' } } };
export const Errors: Story = {
  args: { division: { prefecture: '0901' }, fail: 'municipal_unit' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /submit|υποβολή|enviar/i }));
  },
};
export const ReadOnly: Story = { args: { division: { region: '13', prefecture: '1301' }, readonly: true } };
