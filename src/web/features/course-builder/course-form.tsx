import { COURSE_LEVELS, type CourseLevel } from '@shared/levels';
import { PLAN_OFFERS, PLANS, type Plan } from '@shared/plans';
import { MAX_COURSE_DESCRIPTION } from '@shared/curriculum-edit';
import type { DraftCourse } from './course-draft';
import { FormField, FormSection } from '@web/components/admin/form-section';
import { INPUT_CLASS, SELECT_CLASS, TEXTAREA_CLASS } from './field';
import { ThumbnailField } from './thumbnail-field';

type CourseFieldsDraft = Omit<DraftCourse, 'modules'>;

/** The course's own fields (spec §2 course info form). */
export function CourseForm({ courseSlug, value, onChange }: { courseSlug: string; value: CourseFieldsDraft; onChange: (fields: Partial<CourseFieldsDraft>) => void }) {
  return (
    <FormSection title="Course details">
      <FormField label="Title" className="sm:col-span-2" error={value.title.trim() === '' ? 'Enter a title for the course.' : null}>
        {(control) => <input {...control} className={INPUT_CLASS} value={value.title} maxLength={200} onChange={(e) => onChange({ title: e.target.value })} />}
      </FormField>
      <FormField label="Description" className="sm:col-span-2" hint={`${value.description.length.toLocaleString('en-US')} / ${MAX_COURSE_DESCRIPTION.toLocaleString('en-US')} characters`}>
        {(control) => (
          <textarea
            {...control}
            className={TEXTAREA_CLASS}
            rows={4}
            maxLength={MAX_COURSE_DESCRIPTION}
            value={value.description}
            onChange={(e) => onChange({ description: e.target.value })}
          />
        )}
      </FormField>
      <FormField label="Level">
        {(control) => (
          <select {...control} className={SELECT_CLASS} value={value.level} onChange={(e) => onChange({ level: e.target.value as CourseLevel })}>
            {COURSE_LEVELS.map((level) => (
              <option key={level}>{level}</option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Duration" hint="For example '3 hours'.">
        {(control) => <input {...control} className={INPUT_CLASS} value={value.duration} maxLength={32} onChange={(e) => onChange({ duration: e.target.value })} />}
      </FormField>
      <FormField label="Required plan">
        {(control) => (
          <select {...control} className={SELECT_CLASS} value={value.requiredPlan} onChange={(e) => onChange({ requiredPlan: e.target.value as Plan })}>
            {PLANS.map((plan) => (
              <option key={plan} value={plan}>
                {PLAN_OFFERS[plan].name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <ThumbnailField courseSlug={courseSlug} value={value.thumbnailUrl} onChange={(thumbnailUrl) => onChange({ thumbnailUrl })} />
      <label className="flex items-start gap-3 rounded-lg border border-line bg-surface/60 p-3 sm:col-span-2">
        <input type="checkbox" className="mt-1 size-4 accent-brand-700" checked={value.published} onChange={(e) => onChange({ published: e.target.checked })} />
        <span className="text-sm">
          <span className="font-semibold">Published</span>
          <span className="block text-muted">Published courses are listed in the course catalog and open to learners of the required plan. A draft shows the in-development notice.</span>
        </span>
      </label>
      {!value.published && (
        <label className="flex items-start gap-3 rounded-lg border border-line bg-surface/60 p-3 sm:col-span-2">
          <input type="checkbox" className="mt-1 size-4 accent-brand-700" checked={value.earlyAccess} onChange={(e) => onChange({ earlyAccess: e.target.checked })} />
          <span className="text-sm">
            <span className="font-semibold">Early access for Elite members</span>
            <span className="block text-muted">
              Elite members can open and take this draft before everyone else, marked 'Early access'. Certificates are issued once it is published.
            </span>
          </span>
        </label>
      )}
    </FormSection>
  );
}
