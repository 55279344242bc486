import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';

// Chart.js, tree-shaken to the bars and lines the overview draws (docs/overview.md says why
// this library); only this page's chunk imports it.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip, Legend);

/** The overview's colours: organic and this year green, GLOBALG.A.P. and last year blue (both 4.5:1 on white for their labels). */
export const COLOURS = { first: '#2f855a', second: '#2b6cb0', third: '#975a16' } as const;

/**
 * A chart drawn on a canvas. The canvas is a picture to a screen reader (`role="img"` with a
 * name that points to the table beside it, which holds the same figures); the chart is drawn
 * again whenever `config` changes, so callers memoise it.
 */
export function ChartCanvas({ config, label, height = 64 }: { config: ChartConfiguration; label: string; height?: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, { ...config, options: { responsive: true, maintainAspectRatio: false, animation: false, ...config.options } });
    return () => chart.destroy();
  }, [config]);
  return (
    <Box position="relative" h={height} w="full" minW={0}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </Box>
  );
}
