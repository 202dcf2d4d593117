import { useWatch } from 'react-hook-form';
import { Box, Stack, Typography } from '@mui/material';
import { useApiClient } from '../api/client-context.ts';

interface Side {
  id: string;
  name: string;
  trim: { width: number; height: number };
  bleed: number;
  safeMargin: number;
  mockupMediaId?: number | null;
  printAreas: Array<{ id: string; name: string; x: number; y: number; width: number; height: number }>;
}

/** Each side's print areas as rectangles over its mockup, redrawn while the form changes. */
export function SidesPreview() {
  const sides = (useWatch({ name: 'sides' }) as Side[] | undefined) ?? [];
  const client = useApiClient();
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" sx={{ my: 2 }}>
      {sides.filter((side) => side?.trim?.width > 0 && side?.trim?.height > 0).map((side, index) => {
        const bleed = Number(side.bleed) || 0;
        const margin = Number(side.safeMargin) || 0;
        const { width, height } = side.trim;
        const unit = Math.max(width, height) / 250;
        return (
          <Box key={`${side.id}-${index}`}>
            <Typography variant="caption">{side.name || side.id}</Typography>
            <svg viewBox={`${-bleed} ${-bleed} ${width + 2 * bleed} ${height + 2 * bleed}`} width={240} role="img" aria-label={`${side.name}: ${side.printAreas?.length ?? 0} print areas over the mockup`} style={{ border: '1px solid #ccc', display: 'block' }}>
              {side.mockupMediaId ? <image href={client.url('admin', `/media/${side.mockupMediaId}/file`)} x={-bleed} y={-bleed} width={width + 2 * bleed} height={height + 2 * bleed} preserveAspectRatio="xMidYMid slice" /> : <rect x={-bleed} y={-bleed} width={width + 2 * bleed} height={height + 2 * bleed} fill="#f0f0f0" />}
              <rect x={0} y={0} width={width} height={height} fill="none" stroke="#616161" strokeWidth={unit} />
              {margin > 0 ? <rect x={margin} y={margin} width={Math.max(0, width - 2 * margin)} height={Math.max(0, height - 2 * margin)} fill="none" stroke="#2e7d32" strokeDasharray={`${unit * 3}`} strokeWidth={unit} /> : null}
              {(side.printAreas ?? []).map((area, i) => (
                <g key={`${area.id}-${i}`}>
                  <rect x={area.x} y={area.y} width={area.width} height={area.height} fill="rgba(27,94,158,0.15)" stroke="#1b5e9e" strokeWidth={unit * 1.5} />
                  <text x={Number(area.x) + unit * 3} y={Number(area.y) + unit * 12} fontSize={unit * 10} fill="#0d3a66">
                    {area.name || area.id}
                  </text>
                </g>
              ))}
            </svg>
          </Box>
        );
      })}
    </Stack>
  );
}
