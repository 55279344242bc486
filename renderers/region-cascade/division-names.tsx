import { LEVELS } from './division-source';
import { useDivisions } from './use-divisions';

/**
 * The names of a place chosen in a region cascade (region / prefecture / …), looked up level
 * by level; an id whose list cannot be read shows as the id.
 */
export function DivisionNames({ ids, countryId }: { ids: readonly string[]; countryId: number }) {
  return (
    <>
      {ids.map((id, index) => (
        <DivisionName key={id} level={index} id={id} parent={index === 0 ? String(countryId) : ids[index - 1]!} last={index === ids.length - 1} />
      ))}
    </>
  );
}

function DivisionName({ level, id, parent, last }: { level: number; id: string; parent: string; last: boolean }) {
  const { items } = useDivisions(LEVELS[level]!, parent);
  const name = items.find((item) => item.id === id)?.name ?? id;
  return (
    <>
      {name}
      {last ? '' : ' / '}
    </>
  );
}
