import type { MemberStats } from '@app/contract/stats';
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
import { useEffect, useEffectEvent, useRef } from 'react';
import { monthLabel } from '../lib/stats-texts';
import styles from './stats-charts.module.css';

// Only the pieces these charts draw: Chart.js leaves the rest out of the bundle.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

const BRAND = '#e8505b';
const BRAND_DEEP = '#a52834';
const INK = '#1f2430';
const GRID = '#eaded9';

/** One chart on a canvas, made when it mounts and destroyed when it goes. */
function ChartCanvas({
  config,
  label,
  series,
}: {
  config: ChartConfiguration;
  /** What the chart says, for those who cannot see it. */
  label: string;
  /** The numbers drawn, on the element (for tests and tools). */
  series: unknown;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const draw = useEffectEvent((target: HTMLCanvasElement) => new Chart(target, config));
  // The label says every number drawn: the chart is made again only when one changes.
  useEffect(() => {
    if (!canvas.current) return;
    const chart = draw(canvas.current);
    return () => chart.destroy();
  }, [label]);
  return (
    <div className={styles.frame}>
      <canvas ref={canvas} role="img" aria-label={label} data-series={JSON.stringify(series)} />
    </div>
  );
}

const base = {
  responsive: true,
  maintainAspectRatio: false,
  // Drawn at once: no movement after the data arrives.
  animation: false,
  plugins: { legend: { display: false } },
  scales: {
    x: { grid: { display: false }, ticks: { color: INK } },
    y: { beginAtZero: true, grid: { color: GRID }, ticks: { color: INK, precision: 0 } },
  },
} as const;

/**
 * The charts of "Estadísticas": activities, minutes and kcal, and the ranking by month, and the
 * disciplines. Loaded apart (React.lazy) with Chart.js, only on that page.
 */
export default function StatsCharts({ stats }: { stats: MemberStats }) {
  const labels = stats.months.map((month, index) => monthLabel(month.month, index === 0));
  const activities = stats.months.map((month) => month.activities);
  const minutes = stats.months.map((month) => month.minutes);
  const kcal = stats.months.map((month) => month.kcal);
  const positions = stats.months.map((month) => month.position);
  const ranked = positions.some((position) => position !== null);
  const disciplines = stats.disciplines.slice(0, 6);

  return (
    <div className={styles.charts}>
      <figure className={styles.figure}>
        <figcaption>Actividades por mes</figcaption>
        <ChartCanvas
          label={`Actividades por mes: ${labels.map((label, index) => `${label}, ${activities[index]}`).join('; ')}.`}
          series={activities}
          config={{
            type: 'bar',
            data: {
              labels,
              datasets: [
                { label: 'Actividades', data: activities, backgroundColor: BRAND, borderRadius: 6 },
              ],
            },
            options: base,
          }}
        />
      </figure>
      <figure className={styles.figure}>
        <figcaption>Minutos y kcal por mes</figcaption>
        <ChartCanvas
          label={`Minutos y kcal por mes: ${labels.map((label, index) => `${label}, ${minutes[index]} minutos y ${kcal[index]} kcal`).join('; ')}.`}
          series={{ minutes, kcal }}
          config={{
            type: 'bar',
            data: {
              labels,
              datasets: [
                {
                  label: 'Minutos',
                  data: minutes,
                  backgroundColor: '#f6a29a',
                  borderRadius: 6,
                  yAxisID: 'y',
                },
                {
                  type: 'line',
                  label: 'kcal',
                  data: kcal,
                  borderColor: BRAND_DEEP,
                  backgroundColor: BRAND_DEEP,
                  yAxisID: 'kcal',
                },
              ],
            },
            options: {
              ...base,
              plugins: { legend: { display: true, labels: { color: INK } } },
              scales: {
                ...base.scales,
                kcal: {
                  position: 'right',
                  beginAtZero: true,
                  grid: { display: false },
                  ticks: { color: INK, precision: 0 },
                },
              },
            },
          }}
        />
      </figure>
      {ranked && (
        <figure className={styles.figure}>
          <figcaption>Tu puesto en el ranking de tu ciudad</figcaption>
          <ChartCanvas
            label={`Puesto en el ranking por mes: ${labels.map((label, index) => `${label}, ${positions[index] ?? 'sin puesto'}`).join('; ')}.`}
            series={positions}
            config={{
              type: 'line',
              data: {
                labels,
                datasets: [
                  {
                    label: 'Puesto',
                    data: positions,
                    borderColor: BRAND,
                    backgroundColor: BRAND,
                    pointRadius: 5,
                    spanGaps: true,
                  },
                ],
              },
              options: {
                ...base,
                scales: {
                  ...base.scales,
                  // First place on top, one step a place, a place below the lowest.
                  y: {
                    ...base.scales.y,
                    beginAtZero: false,
                    reverse: true,
                    min: 1,
                    suggestedMax: Math.max(...positions.map((position) => position ?? 1)) + 1,
                    ticks: { ...base.scales.y.ticks, stepSize: 1 },
                  },
                },
              },
            }}
          />
        </figure>
      )}
      {disciplines.length > 0 && (
        <figure className={styles.figure}>
          <figcaption>Disciplinas</figcaption>
          <ChartCanvas
            label={`Actividades por disciplina: ${disciplines.map((entry) => `${entry.discipline?.name ?? 'Sin disciplina'}, ${entry.activities}`).join('; ')}.`}
            series={disciplines.map((entry) => entry.activities)}
            config={{
              type: 'bar',
              data: {
                labels: disciplines.map((entry) => entry.discipline?.name ?? 'Sin disciplina'),
                datasets: [
                  {
                    label: 'Actividades',
                    data: disciplines.map((entry) => entry.activities),
                    backgroundColor: INK,
                    borderRadius: 6,
                  },
                ],
              },
              options: {
                ...base,
                indexAxis: 'y',
                scales: {
                  x: {
                    beginAtZero: true,
                    grid: { color: GRID },
                    ticks: { color: INK, precision: 0 },
                  },
                  y: { grid: { display: false }, ticks: { color: INK } },
                },
              },
            }}
          />
        </figure>
      )}
    </div>
  );
}
