import './chart.css';

/** One column of a chart's table. */
export interface ChartColumn {
  label: string;
  /** Numbers align to the end. */
  numeric?: boolean;
}

/** Props of ChartTable. */
export interface ChartTableProps {
  /** Names the table (and its scrolling region) for assistive tech. */
  caption: string;
  columns: readonly ChartColumn[];
  rows: readonly (readonly string[])[];
}

/** The data of a chart as a plain table, for the keyboard and screen readers (and anyone who wants the numbers). */
export function ChartTable({ caption, columns, rows }: ChartTableProps) {
  return (
    // Focusable so that the keyboard can scroll it when it is longer than its box.
    <div className="chart-table" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.numeric ? 'num' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) => (
                <td key={columns[i]?.label ?? i} className={columns[i]?.numeric ? 'num' : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
