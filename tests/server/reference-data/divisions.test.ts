import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../helpers/server';

interface Division { id: string; name: string; name_en?: string }

describe('administrative divisions (misc endpoints) per country', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const list = async (url: string): Promise<Division[]> => {
    const response = await server.app.inject({ url: `/api/misc/${url}` });
    expect(response.statusCode, url).toBe(200);
    return response.json().data;
  };

  it('serves Spain (country 2): 19 comunidades, 52 provincias, about 8,100 municipios with INE codes', async () => {
    const regions = await list('regions?country_id=2');
    expect(regions).toHaveLength(19);
    const madrid = regions.find((r) => r.name === 'Comunidad de Madrid');
    expect(madrid?.id).toBe('ES-AC-13');
    expect(await list(`prefectures?region_id=${madrid?.id}`)).toEqual([{ id: 'ES-PR-28', name: 'Madrid' }]);
    const municipios = await list('municipal-units?prefecture_id=ES-PR-28');
    expect(municipios).toContainEqual({ id: 'ES-28079', name: 'Madrid' });
    expect(municipios.length).toBe(179);

    let provinces = 0;
    let municipalities = 0;
    for (const region of regions) {
      const prefectures = await list(`prefectures?region_id=${region.id}`);
      provinces += prefectures.length;
      for (const p of prefectures) municipalities += (await list(`municipal-units?prefecture_id=${p.id}`)).length;
    }
    expect(provinces).toBe(52);
    expect(municipalities).toBeGreaterThan(8000);
  });

  it('sorts Spanish lists by name and puts every community with its provinces', async () => {
    const andalucia = await list('prefectures?region_id=ES-AC-01');
    expect(andalucia.map((p) => p.name)).toEqual([
      'Almería', 'Cádiz', 'Córdoba', 'Granada', 'Huelva', 'Jaén', 'Málaga', 'Sevilla',
    ]);
    const names = (await list('regions?country_id=2')).map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('answers an empty list below the municipio: Spain has no local communities', async () => {
    expect(await list('local-communities?municipal_unit_id=ES-28079')).toEqual([]);
  });

  it('keeps Greece (country 1) as it was, with ids that never collide with Spanish ones', async () => {
    const greek = await list('regions?country_id=1');
    expect(greek).toHaveLength(13);
    const spanish = await list('regions?country_id=2');
    const ids = new Set(greek.map((r) => r.id));
    expect(spanish.some((r) => ids.has(r.id))).toBe(false);
    const attica = greek.find((r) => r.name_en === 'Attica');
    const prefectures = await list(`prefectures?region_id=${attica?.id}`);
    expect(prefectures).toHaveLength(8);
    expect(prefectures.every((p) => !p.id.startsWith('ES-'))).toBe(true);
  });

  it('names Greek regions and regional units with their accents, as officially written', async () => {
    const greek = await list('regions?country_id=1');
    const names = greek.map((r) => r.name);
    expect(names).toContain('Ιονίων Νήσων');
    expect(names).toContain('Ανατολικής Μακεδονίας και Θράκης');
    expect(names).not.toContain('Ιονιων Νησων');
    const crete = greek.find((r) => r.name === 'Κρήτης');
    expect((await list(`prefectures?region_id=${crete?.id}`)).map((p) => p.name)).toEqual(expect.arrayContaining(['Ηρακλείου', 'Λασιθίου', 'Χανίων']));
    const ionian = greek.find((r) => r.name === 'Ιονίων Νήσων');
    expect((await list(`prefectures?region_id=${ionian?.id}`)).map((p) => p.name)).toEqual(expect.arrayContaining(['Ζακύνθου', 'Κέρκυρας']));
  });

  it('answers other countries and unknown parents with empty lists', async () => {
    expect(await list('regions?country_id=3')).toEqual([]);
    expect(await list('prefectures?region_id=ES-AC-99')).toEqual([]);
    expect(await list('municipal-units?prefecture_id=ES-PR-99')).toEqual([]);
  });
});
