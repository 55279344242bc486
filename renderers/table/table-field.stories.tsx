import type { Meta, StoryObj } from '@storybook/react-vite';
import { ParcelTableStory } from './parcel-table-story';
import { parcelRows } from './parcel-fixtures';

const meta: Meta<typeof ParcelTableStory> = {
  title: 'Renderers/Table',
  component: ParcelTableStory,
};
export default meta;

type Story = StoryObj<typeof ParcelTableStory>;

export const Empty: Story = { args: { rows: [], minItems: 0 } };

export const Filled: Story = { args: { rows: parcelRows(25) } };

export const WithErrors: Story = {
  args: {
    submitOnMount: true,
    rows: [
      ...parcelRows(2),
      { toponym: 'Λόγγος', area: 0, yield: -5 },
      { parcel_number: '4', first_accession_date: '31/02/2024', yield: 'πολύ', area: 2 },
    ],
  },
};

export const ReadOnly: Story = { args: { rows: parcelRows(12), readonly: true } };
