import { Box, Heading, Table } from '@chakra-ui/react';
import type { SummaryItem } from '../../engine/answer-summary';
import { SummaryValueText } from './summary-value';
import { useTranslate } from '../use-translate';

/**
 * Questions and answers as a description list (question above answer on a phone, side by
 * side on a wide screen), groups under their own heading, tables in a frame that scrolls
 * sideways by itself so the page never does.
 */
type AnswerItem = Extract<SummaryItem, { kind: 'answer' }>;

/** Consecutive answers in one run (one description list); each group or table on its own. */
function runsOf(items: readonly SummaryItem[]): (AnswerItem[] | Exclude<SummaryItem, AnswerItem>)[] {
  const runs: (AnswerItem[] | Exclude<SummaryItem, AnswerItem>)[] = [];
  for (const item of items) {
    const last = runs.at(-1);
    if (item.kind !== 'answer') runs.push(item);
    else if (Array.isArray(last)) last.push(item);
    else runs.push([item]);
  }
  return runs;
}

/** Questions and answers as a description list: only question/answer pairs inside (a list may hold nothing else). */
function AnswerList({ items, countryId }: { items: AnswerItem[]; countryId: number }) {
  const t = useTranslate();
  return (
    <Box as="dl" display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' }} columnGap={6} rowGap={1} minW={0}>
      {items.map((item) => (
        <Box key={item.path} display="contents">
          <Box as="dt" fontWeight="medium" color="fg.muted" pt={{ base: 2, md: 1 }} overflowWrap="anywhere">
            {t(item.label)}
          </Box>
          <Box as="dd" pb={{ base: 1, md: 1 }} pt={{ base: 0, md: 1 }} borderBottomWidth={{ md: '1px' }} overflowWrap="anywhere" whiteSpace="pre-line">
            <SummaryValueText value={item.value} countryId={countryId} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * `sectionHeadingId`: the heading of the step these answers belong to. A table's scrolling
 * frame is a region named by it and the table's own heading: two steps may each have a table
 * of one title ("Κτίρια και εξοπλισμός"), and two regions of one name leave a screen-reader
 * user unable to tell them apart.
 */
export function SummaryItems({ items, countryId, level = 3, sectionHeadingId }: { items: readonly SummaryItem[]; countryId: number; level?: 3 | 4; sectionHeadingId?: string }) {
  const t = useTranslate();
  const headingIdOf = (path: string) => `${sectionHeadingId ?? 'answers'}-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  return (
    <Box display="flex" flexDirection="column" gap={1} minW={0}>
      {runsOf(items).map((item) => {
        if (Array.isArray(item)) return <AnswerList key={item[0]!.path} items={item} countryId={countryId} />;
        return (
          <Box key={item.path} mt={3} minW={0}>
            <Heading as={level === 3 ? 'h3' : 'h4'} id={item.kind === 'group' ? undefined : headingIdOf(item.path)} size="sm" mb={2} overflowWrap="anywhere">
              {t(item.label)}
              {item.kind === 'group' && item.number !== undefined ? ` ${item.number}` : ''}
              {item.kind === 'group' && item.name ? `: ${item.name}` : ''}
            </Heading>
            {item.kind === 'group' ? (
              <Box ps={{ base: 0, md: 3 }} borderStartWidth={{ md: '2px' }}>
                <SummaryItems items={item.items} countryId={countryId} level={4} sectionHeadingId={sectionHeadingId} />
              </Box>
            ) : (
              <Box
                overflowX="auto"
                borderWidth="1px"
                borderRadius="md"
                tabIndex={0}
                role="region"
                aria-labelledby={sectionHeadingId ? `${sectionHeadingId} ${headingIdOf(item.path)}` : headingIdOf(item.path)}
              >
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>#</Table.ColumnHeader>
                      {item.columns.map((column) => (
                        <Table.ColumnHeader key={column} whiteSpace="nowrap">
                          {t(column)}
                        </Table.ColumnHeader>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {item.rows.map((row, index) => (
                      <Table.Row key={index}>
                        <Table.Cell>{index + 1}</Table.Cell>
                        {row.map((cell, column) => (
                          <Table.Cell key={column}>{cell ? <SummaryValueText value={cell} countryId={countryId} /> : '—'}</Table.Cell>
                        ))}
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
