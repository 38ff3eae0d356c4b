import type { CourseLevel } from '@shared/levels';
import { Badge } from '@web/components/ui/badge';

const LEVEL_STYLES: Record<CourseLevel, string> = {
  Beginner: 'bg-emerald-50 text-emerald-800 border-emerald-200',
  Intermediate: 'bg-sky-50 text-sky-800 border-sky-200',
  Advanced: 'bg-violet-50 text-violet-800 border-violet-200',
};

export function LevelBadge({ level }: { level: CourseLevel }) {
  return (
    <Badge variant="outline" className={LEVEL_STYLES[level]}>
      {level}
    </Badge>
  );
}
