import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';

import { windowQuery, type RowWindowsOptions } from './rowWindowQuery';

/**
 * Rows of a large server-side list, fetched in fixed windows as they scroll into view (each window
 * cached by react-query under the query's key): what a {@link VirtualTable} reads its rows from.
 * The first window loads at once; while a new query's first window loads, the previous rows stay.
 */
export function useRowWindows<Row>(options: RowWindowsOptions<Row>) {
  const { queryKey, windowSize } = options;
  const [range, setRange] = useState<[number, number]>([0, 0]);
  const key = JSON.stringify(queryKey);
  const [rangeKey, setRangeKey] = useState(key);
  // A new query starts at the top: the range seen under the old one means nothing now.
  const [firstRow, lastRow] = rangeKey === key ? range : [0, 0];
  const windows = useMemo(() => {
    const needed: number[] = [];
    for (let index = Math.floor(firstRow / windowSize); index <= Math.floor(lastRow / windowSize); index++) needed.push(index);
    return needed;
  }, [firstRow, lastRow, windowSize]);

  const results = useQueries({
    queries: windows.map((index) => ({
      ...windowQuery(options, index),
      placeholderData: index === 0 ? keepPreviousData : undefined,
    })),
  });

  const loaded = new Map(windows.map((index, position) => [index, results[position]?.data]));
  const total = results.find((result) => result.data)?.data?.total;
  const rowAt = (row: number) => loaded.get(Math.floor(row / windowSize))?.rows[row % windowSize];
  const onRangeChange = useCallback(
    (first: number, last: number) => {
      setRangeKey(key);
      setRange([first, last]);
    },
    [key],
  );
  return {
    rowAt,
    total,
    onRangeChange,
    isLoading: results[0]?.isPending ?? true,
    error: results.find((result) => result.error)?.error ?? null,
    isFetching: results.some((result) => result.isFetching),
    refetch: () => Promise.all(results.map((result) => result.refetch())),
  };
}
