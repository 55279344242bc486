import type { Division, DivisionLevel, DivisionSource } from './division-source';

type Lists = Partial<Record<`${DivisionLevel}:${string}`, Division[]>>;

/** A few real divisions (Attica, Crete; Madrid), for stories and screens without the API. */
export const SAMPLE_DIVISIONS: Lists = {
  'region:1': [
    { id: '1', name: 'ΑΝΑΤΟΛΙΚΗΣ ΜΑΚΕΔΟΝΙΑΣ ΚΑΙ ΘΡΑΚΗΣ', name_en: 'East Macedonia and Thrace' },
    { id: '9', name: 'ΑΤΤΙΚΗΣ', name_en: 'Attica' },
    { id: '13', name: 'ΚΡΗΤΗΣ', name_en: 'Crete' },
  ],
  'prefecture:9': [{ id: '0901', name: 'ΒΟΡΕΙΟΥ ΤΟΜΕΑ ΑΘΗΝΩΝ' }, { id: '0902', name: 'ΔΥΤΙΚΟΥ ΤΟΜΕΑ ΑΘΗΝΩΝ' }],
  'prefecture:13': [{ id: '1301', name: 'ΗΡΑΚΛΕΙΟΥ' }, { id: '1304', name: 'ΧΑΝΙΩΝ' }],
  'municipal_unit:0901': [{ id: '090101', name: 'ΑΜΑΡΟΥΣΙΟΥ' }, { id: '090102', name: 'ΚΗΦΙΣΙΑΣ' }],
  'local_community:090101': [{ id: '09010101', name: 'ΑΜΑΡΟΥΣΙΟΥ' }],
  'region:2': [{ id: 'ES-AC-01', name: 'Andalucía' }, { id: 'ES-AC-13', name: 'Comunidad de Madrid' }],
  'prefecture:ES-AC-13': [{ id: 'ES-PR-28', name: 'Madrid' }],
  'municipal_unit:ES-PR-28': [{ id: 'ES-28079', name: 'Madrid' }, { id: 'ES-28005', name: 'Alcalá de Henares' }],
};

/** A source answering from memory; `fail` makes a level fail, to show the error state. */
export function memoryDivisionSource(lists: Lists = SAMPLE_DIVISIONS, fail?: DivisionLevel): DivisionSource {
  return async (level, parent) => {
    if (level === fail) throw new Error(`${level} unavailable`);
    return lists[`${level}:${parent}`] ?? [];
  };
}
