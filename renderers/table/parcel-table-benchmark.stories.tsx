import type { Meta, StoryObj } from '@storybook/react-vite';
import { ParcelTableStory } from './parcel-table-story';
import { parcelRows } from './parcel-fixtures';

// The case of tests/bench/table.bench.ts: a thousand filled parcels must type as fast as ten.
const meta: Meta<typeof ParcelTableStory> = {
  title: 'Benchmarks/Parcel table',
  component: ParcelTableStory,
};
export default meta;

export const Rows1000: StoryObj<typeof ParcelTableStory> = { args: { rows: parcelRows(1000) } };
