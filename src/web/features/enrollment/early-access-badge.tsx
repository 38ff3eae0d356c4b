import { Sparkles } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';

/** 'Early access': a draft an Elite member may open before it is published. */
export function EarlyAccessBadge() {
  return (
    <Badge variant="accent">
      <Sparkles className="size-3" aria-hidden="true" />
      Early access
    </Badge>
  );
}
