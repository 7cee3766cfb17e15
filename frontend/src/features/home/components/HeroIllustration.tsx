/**
 * The hero's illustration: a question card mid-session with a score badge, drawn inline (no
 * request, no layout shift: the box has a fixed aspect ratio). Decorative unless given a label.
 */
export function HeroIllustration({ label }: { label?: string }) {
  const options = [
    { letter: 'A', width: 190 },
    { letter: 'B', width: 150 },
    { letter: 'C', width: 210, correct: true },
    { letter: 'D', width: 170 },
    { letter: 'E', width: 130 },
  ];
  return (
    <svg
      className="hero-art"
      viewBox="0 0 480 420"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <defs>
        <linearGradient id="hero-art-bars" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#4f7cff" />
          <stop offset="1" stopColor="#1d4ed8" />
        </linearGradient>
        <filter id="hero-art-shadow" x="-40%" y="-40%" width="180%" height="200%">
          <feDropShadow dx="0" dy="18" stdDeviation="18" floodColor="#0f1f4d" floodOpacity="0.16" />
        </filter>
      </defs>

      {/* Progress card, behind */}
      <g transform="rotate(-7 360 120)" filter="url(#hero-art-shadow)">
        <rect x="250" y="22" width="210" height="150" rx="18" fill="#ffffff" />
        <text x="272" y="54" fontSize="13" fontWeight="700" fill="#1a2233" fontFamily="system-ui, sans-serif">
          Progress by topic
        </text>
        {[58, 92, 44, 76, 104].map((h, i) => (
          <rect key={i} x={276 + i * 34} y={152 - h} width="20" height={h} rx="5" fill="url(#hero-art-bars)" opacity={0.55 + i * 0.09} />
        ))}
      </g>

      {/* Question card */}
      <g filter="url(#hero-art-shadow)">
        <rect x="24" y="86" width="330" height="300" rx="20" fill="#ffffff" />
      </g>
      <rect x="48" y="110" width="92" height="24" rx="12" fill="#e8eefc" />
      <text x="94" y="126.5" fontSize="11.5" fontWeight="700" fill="#1d4ed8" textAnchor="middle" fontFamily="system-ui, sans-serif">
        MRCP Part 1
      </text>
      <rect x="258" y="110" width="72" height="24" rx="12" fill="#fff4e5" />
      <circle cx="273" cy="122" r="5.5" fill="none" stroke="#9a4d00" strokeWidth="1.6" />
      <path d="M273 119v3.2l2 1.4" fill="none" stroke="#9a4d00" strokeWidth="1.6" strokeLinecap="round" />
      <text x="284" y="126.5" fontSize="11.5" fontWeight="700" fill="#9a4d00" fontFamily="system-ui, sans-serif">
        01:48
      </text>
      <text x="48" y="160" fontSize="15" fontWeight="700" fill="#1a2233" fontFamily="system-ui, sans-serif">
        Question 12 of 100
      </text>
      <rect x="48" y="172" width="282" height="8" rx="4" fill="#e3e8f0" />
      <rect x="48" y="186" width="250" height="8" rx="4" fill="#e3e8f0" />
      <rect x="48" y="200" width="170" height="8" rx="4" fill="#e3e8f0" />
      {options.map((option, i) => {
        const y = 222 + i * 31;
        return (
          <g key={option.letter}>
            <rect
              x="48"
              y={y}
              width="282"
              height="25"
              rx="8"
              fill={option.correct ? '#ecfdf3' : '#f5f7fb'}
              stroke={option.correct ? '#12a150' : '#e3e8f0'}
            />
            <circle cx="63" cy={y + 12.5} r="8" fill={option.correct ? '#12a150' : '#ffffff'} stroke={option.correct ? '#12a150' : '#c5cedd'} />
            <text
              x="63"
              y={y + 16.5}
              fontSize="10"
              fontWeight="700"
              fill={option.correct ? '#ffffff' : '#4a5568'}
              textAnchor="middle"
              fontFamily="system-ui, sans-serif"
            >
              {option.letter}
            </text>
            <rect x="80" y={y + 9} width={option.width} height="7" rx="3.5" fill={option.correct ? '#8fd6ad' : '#d5dce8'} />
          </g>
        );
      })}

      {/* Score badge */}
      <g filter="url(#hero-art-shadow)">
        <rect x="300" y="262" width="164" height="124" rx="18" fill="#ffffff" />
      </g>
      <circle cx="346" cy="324" r="30" fill="none" stroke="#e8eefc" strokeWidth="9" />
      <circle
        cx="346"
        cy="324"
        r="30"
        fill="none"
        stroke="#1d4ed8"
        strokeWidth="9"
        strokeLinecap="round"
        strokeDasharray={`${0.78 * 2 * Math.PI * 30} ${2 * Math.PI * 30}`}
        transform="rotate(-90 346 324)"
      />
      <text x="346" y="329" fontSize="14" fontWeight="800" fill="#1a2233" textAnchor="middle" fontFamily="system-ui, sans-serif">
        78%
      </text>
      <text x="386" y="314" fontSize="11" fontWeight="700" fill="#1a2233" fontFamily="system-ui, sans-serif">
        Your score
      </text>
      <text x="386" y="331" fontSize="10.5" fill="#4a5568" fontFamily="system-ui, sans-serif">
        Top 22%
      </text>
      <text x="386" y="345" fontSize="10.5" fill="#4a5568" fontFamily="system-ui, sans-serif">
        of your peers
      </text>

      {/* Correct chip */}
      <g filter="url(#hero-art-shadow)">
        <rect x="8" y="52" width="104" height="34" rx="17" fill="#12a150" />
      </g>
      <path d="M26 69.5l5 5 10-10" fill="none" stroke="#ffffff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      <text x="50" y="74" fontSize="13" fontWeight="700" fill="#ffffff" fontFamily="system-ui, sans-serif">
        Correct
      </text>
    </svg>
  );
}
