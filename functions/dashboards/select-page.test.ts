import { describe, expect, it } from 'vitest';
import { selectDirectoryPage, sortLikeDirectory } from './select-page.ts';

const directory = [
  { id: 'd1', name: 'Alfa' },
  { id: 'd2', name: 'Beta' },
  { id: 'd3', name: 'Relatório de Clientes' },
  { id: 'd4', name: 'Gama' },
  { id: 'd5', name: 'RELATORIO Financeiro' },
];
const everything = () => true;

describe('selectDirectoryPage', () => {
  it('keeps the directory order, counts everything and cuts the page', () => {
    const page = selectDirectoryPage(directory, { canSee: everything }, 2, 2);
    expect(page).toEqual({ ids: ['d3', 'd4'], totalCount: 5 });
  });

  it('answers an empty page past the end with the real count', () => {
    expect(selectDirectoryPage(directory, { canSee: everything }, 4, 2)).toEqual({ ids: [], totalCount: 5 });
  });

  it('matches names ignoring case and accents', () => {
    const page = selectDirectoryPage(directory, { canSee: everything, name: 'relatório' }, 1, 10);
    expect(page.ids).toEqual(['d3', 'd5']);
  });

  it('applies scope, role and favourites together', () => {
    const page = selectDirectoryPage(
      directory,
      { canSee: (id) => id !== 'd2', roleDashboardIds: new Set(['d1', 'd2', 'd3']), onlyIds: new Set(['d2', 'd3', 'd4']) },
      1,
      10,
    );
    expect(page).toEqual({ ids: ['d3'], totalCount: 1 });
  });
});

describe('sortLikeDirectory', () => {
  it('orders by accent- and case-insensitive name, then id, as the Directory index does', () => {
    const cards = [
      { id: 'b', name: 'Índice' },
      { id: 'a', name: 'indice' },
      { id: 'c', name: 'Alfa' },
      { id: 'd', name: 'Ônibus' },
      { id: 'e', name: 'Zeta' },
    ];
    expect(sortLikeDirectory('biz-1', cards).map((card) => card.id)).toEqual(['c', 'a', 'b', 'd', 'e']);
  });
});
