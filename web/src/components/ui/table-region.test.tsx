// @vitest-environment jsdom
import { Table } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/testing/test-wrapper.tsx';
import { TableRegion } from './table-region.tsx';

const LABEL = 'Colaboradores do projeto';

function renderTable(props: { busy?: boolean } = {}) {
  return renderWithProviders(
    <TableRegion label={LABEL} {...props}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Nome</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        <Table.Row>
          <Table.Cell>Carlos Cliente</Table.Cell>
        </Table.Row>
      </Table.Body>
    </TableRegion>,
  );
}

describe('table region', () => {
  it('is a region named by its label that the keyboard reaches, around a table of the same name', async () => {
    renderTable();
    const region = screen.getByRole('region', { name: LABEL });
    await userEvent.tab();
    expect(region).toHaveFocus();
    expect(region).not.toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('table', { name: LABEL })).toBe(region.querySelector('table'));
  });

  it('holds its visually hidden texts: they are positioned against the region, not the page', () => {
    renderTable();
    expect(getComputedStyle(screen.getByRole('region', { name: LABEL })).position).toBe('relative');
  });

  it('says when its rows are being replaced', () => {
    renderTable({ busy: true });
    expect(screen.getByRole('region', { name: LABEL })).toHaveAttribute('aria-busy', 'true');
  });
});
